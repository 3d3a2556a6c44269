// The inventory's records through the run's mask (host/mask.ts), as every other file the gate writes
// (attack24 INV1): each string of a dependency mapped, the same object where nothing changed, so the
// common record (no secret, no URL to cut) costs a few tests and no copy.
import type { Dependency } from '../api/types.ts';

type Masking = (text: string) => string;

const text = (value: string, mask: Masking): string => mask(value);

/** How each field of a dependency is masked: every field named, so a field the API adds must be named here (tsc). */
const FIELDS: { readonly [K in keyof Required<Dependency>]: (value: NonNullable<Dependency[K]>, mask: Masking) => Dependency[K] } = {
  id: text,
  name: text,
  version: text,
  ecosystem: text,
  transitivity: text,
  licenses: (licenses, mask) => (licenses.some((license) => mask(license) !== license) ? licenses.map(mask) : licenses),
  repositoryId: text,
  definedAt: (at, mask) => maskedStrings(at, mask),
  manifestPath: text,
  resolvedUrl: text,
};
const KEYS = Object.keys(FIELDS) as (keyof Dependency)[];

/** The strings of `definedAt` the check below reads: every one of its fields but the line (tsc holds the list whole). */
const AT_STRINGS = ['path', 'url'] as const satisfies readonly Exclude<keyof NonNullable<Dependency['definedAt']>, 'startLine'>[];
const atComplete: Exclude<keyof NonNullable<Dependency['definedAt']>, 'startLine' | (typeof AT_STRINGS)[number]> extends never
  ? true
  : never = true;

/**
 * Whether `mask` leaves every string of `d` as it is: each field read by name (a loop over FIELDS costs as much
 * again as the mask's tests on a million records). FIELDS names every field, and maskedDependency's test that
 * a record with a URL to cut in each field is cut holds this list to it.
 */
function unchanged(d: Dependency, mask: Masking): boolean {
  const kept = (value: string | undefined): boolean => value === undefined || mask(value) === value;
  return (
    atComplete &&
    kept(d.id) &&
    kept(d.name) &&
    kept(d.version) &&
    kept(d.ecosystem) &&
    kept(d.transitivity) &&
    kept(d.repositoryId) &&
    kept(d.manifestPath) &&
    kept(d.resolvedUrl) &&
    kept(d.definedAt?.path) &&
    kept(d.definedAt?.url) &&
    d.licenses.every((license) => mask(license) === license)
  );
}

/** `d` with every string masked by `mask`; `d` itself when none changed. */
export function maskedDependency(d: Dependency, mask: Masking): Dependency {
  if (unchanged(d, mask)) return d;
  let copy: Record<string, unknown> | undefined;
  for (const key of KEYS) {
    const value = d[key];
    if (value === undefined) continue;
    const masked = (FIELDS[key] as (value: unknown, mask: Masking) => unknown)(value, mask);
    if (masked !== value) {
      copy ??= { ...d };
      copy[key] = masked;
    }
  }
  return (copy as Dependency | undefined) ?? d;
}

/** A JSON value with every string masked (keys are the gate's own); the same value where none changed. */
export function maskedStrings<T>(value: T, mask: Masking): T {
  if (typeof value === 'string') return mask(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => maskedStrings(item, mask));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  const entries = Object.entries(value).map(([key, item]) => [key, maskedStrings(item, mask)] as const);
  return (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value) as T;
}
