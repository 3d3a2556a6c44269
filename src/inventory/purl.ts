// Package URLs (https://github.com/package-url/purl-spec) for the inventory, from the API's
// ecosystem, name and version. Pure.
import { PURL_TYPE, purlName } from '../api/enums.ts';
import type { Dependency } from '../api/types.ts';

/** What encode leaves as it is: unreserved characters and `:`. */
const PLAIN = /^[A-Za-z0-9._~:-]*$/;

/** Percent-encodes one purl component: everything but unreserved characters (and `:`, which the spec allows). */
function encode(part: string): string {
  // Most names and versions need nothing encoded: this runs once or twice per dependency.
  if (PLAIN.test(part)) return part;
  return encodeURIComponent(part)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%3A', ':');
}

/** Namespace and name from a name that holds a namespace, split on its last `/`. */
function splitLast(name: string): { namespace?: string; name: string } {
  const at = name.lastIndexOf('/');
  if (at <= 0 || at === name.length - 1) return { name };
  return { namespace: name.slice(0, at), name: name.slice(at + 1) };
}

/** The parts of a purl for one ecosystem, with the spec's per-type rules. */
function partsOf(type: string, name: string): { namespace?: string; name: string; subpath?: string } {
  switch (type) {
    case 'npm': // `@scope/name`: the scope is the namespace
      return name.startsWith('@') ? splitLast(name) : { name };
    case 'pypi': // names are case-insensitive and `_` is `-`
    case 'hex':
    case 'pub':
      return { name: purlName(type, name) };
    case 'maven': {
      // `group:artifact`
      const [group, artifact, ...rest] = name.split(':');
      return group && artifact && rest.length === 0 ? { namespace: group, name: artifact } : { name };
    }
    case 'composer': // `vendor/name`, case-insensitive
      return splitLast(purlName(type, name));
    case 'golang': // the module path: everything up to the last segment is the namespace
    case 'swift':
      return splitLast(name);
    case 'cocoapods': {
      // `Pod/Subspec`: the subspec is the subpath
      const at = name.indexOf('/');
      return at > 0 ? { name: name.slice(0, at), subpath: name.slice(at + 1) } : { name };
    }
    default:
      return { name };
  }
}

/** Most purls remembered at once; past it the memory starts again (a cache, never a limit on the inventory). */
export const PURL_MEMORY_MAX = 100_000;
/** Purls by ecosystem, then name, then version: a deployment's dependencies repeat (one package in many repositories). */
const remembered = new Map<string, Map<string, Map<string, string>>>();
let rememberedCount = 0;

/** The package URL of a dependency, e.g. `pkg:npm/%40babel/core@7.23.5`, `pkg:maven/junit/junit@4.13.2`. */
export function purlOf(dependency: Pick<Dependency, 'name' | 'version' | 'ecosystem'>): string {
  const ecosystem = dependency.ecosystem ?? '';
  // An absent version and an empty one make the same purl (neither writes `@`).
  const version = dependency.version ?? '';
  let names = remembered.get(ecosystem);
  let versions = names?.get(dependency.name);
  const known = versions?.get(version);
  if (known !== undefined) return known;
  const purl = workOutPurl(dependency);
  if (rememberedCount >= PURL_MEMORY_MAX) {
    remembered.clear();
    rememberedCount = 0;
    names = undefined;
    versions = undefined;
  }
  if (names === undefined) {
    names = new Map();
    remembered.set(ecosystem, names);
  }
  if (versions === undefined) {
    versions = new Map();
    names.set(dependency.name, versions);
  }
  versions.set(version, purl);
  rememberedCount++;
  return purl;
}

/** The package URL worked out from the spec's rules. */
function workOutPurl(dependency: Pick<Dependency, 'name' | 'version' | 'ecosystem'>): string {
  const type = PURL_TYPE[dependency.ecosystem ?? ''] ?? 'generic';
  const parts = partsOf(type, dependency.name);
  let purl = `pkg:${type}/`;
  if (parts.namespace) {
    purl += `${parts.namespace
      .split('/')
      .filter((segment) => segment !== '')
      .map(encode)
      .join('/')}/`;
  }
  purl += encode(parts.name);
  if (dependency.version) purl += `@${encode(dependency.version)}`;
  if (parts.subpath) {
    purl += `#${parts.subpath
      .split('/')
      .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
      .map(encode)
      .join('/')}`;
  }
  return purl;
}
