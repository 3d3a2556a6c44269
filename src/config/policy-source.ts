// Where the policy file is (config-file): a path in the repository, or `owner/repo/path@ref` in another
// repository, read through the GitHub or the GitLab API (config-api-url, else the CI's own, which the
// host says: host/detect.ts). The API's
// URL follows the one URL rule of api/base-url.ts (https, or http on a loopback host only), so the
// token goes nowhere in clear text. Pure.
import { checkBaseUrl, normalBaseUrl } from '../api/base-url.ts';
import { ConfigError, quoteValue } from './inputs.ts';

/** The forges a remote policy file is read from. */
export type Forge = 'github' | 'gitlab';

/** A file of another repository: through which API, in which repository, at which path and ref. */
export interface RemoteFile {
  forge: Forge;
  /** The API's root, without a trailing slash: https://api.github.com, https://gitlab.com/api/v4. */
  api: string;
  /** owner/repo on GitHub; the project's full path on GitLab (group/subgroup/project). */
  repository: string;
  path: string;
  ref: string;
}

/** The forge API a CI reads another repository's file through when config-api-url is not set (the host's word: host/detect.ts). */
export interface ForgeApi {
  /** The variable that names it (`CI_API_V4_URL`), for a message when its value cannot be used. */
  variable: string;
  /** Its value, trimmed, when set; undefined: the CI's public API (`fallback`). */
  value?: string;
  /** The public API of the CI's forge (https://gitlab.com/api/v4). */
  fallback: string;
}

export type PolicySource = { kind: 'local'; path: string } | ({ kind: 'remote' } & RemoteFile);

const REMOTE_FORM = 'owner/repo/path@ref (group/subgroup/project/-/path@ref for a GitLab project in a subgroup)';
/** A name of an owner, a group or a repository: starts with a letter or a digit. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A commit sha in full (SHA-1 or SHA-256): the only ref that cannot move. */
export function isFullSha(ref: string): boolean {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(ref);
}

/** Where config-file points, with the API of `config-api-url` (or the CI's own, `forgeApi`); throws ConfigError. */
export function parsePolicySource(value: string, apiUrl: string, forgeApi: ForgeApi): PolicySource {
  if (!value.includes('@')) return { kind: 'local', path: value };
  const at = value.lastIndexOf('@');
  const spec = value.slice(0, at);
  // A path (./x@y.yml, .github/x@y.yml, /etc/x@y.yml, a/b@c.yml) names a file of this checkout.
  if (/^[./]/.test(spec) || spec.split('/').length < 3) return { kind: 'local', path: value };
  const ref = value.slice(at + 1);
  const wrong = (why: string): never => {
    throw new ConfigError(
      'config-file',
      `Input 'config-file' is ${quoteValue(value)}: ${why}; write ${REMOTE_FORM}, or ./ before a path of this repository that holds an @.`,
    );
  };
  // What git refuses in a ref name (an @ cannot be there: the last @ starts the ref).
  if (ref === '' || /[\s~^:?*[\\]|\.\./.test(ref)) wrong('the ref after @ is not a branch, tag or commit name');
  const api = apiOf(apiUrl, forgeApi);
  const [repository, path] = splitRepository(spec, api.forge, wrong);
  return { kind: 'remote', ...api, repository, path, ref };
}

/** The repository and the file's path: the first two names, or (on GitLab) what comes before /-/. */
function splitRepository(spec: string, forge: Forge, wrong: (why: string) => never): [string, string] {
  const nested = spec.includes('/-/');
  if (nested && forge === 'github') wrong('GitHub names a repository owner/repo, without /-/');
  const cut = nested ? spec.indexOf('/-/') : spec.indexOf('/', spec.indexOf('/') + 1);
  const repository = spec.slice(0, cut);
  const path = spec.slice(cut + (nested ? 3 : 1));
  if (!repository.split('/').every((name) => NAME.test(name))) wrong(`${quoteValue(repository)} is not a repository name`);
  // An empty, . or .. part would walk the API's URL elsewhere.
  if (path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    wrong(`the path ${quoteValue(path)} has an empty, . or .. part`);
  }
  return [repository, path];
}

/** The API a remote file is read through: config-api-url, else the CI's own (GitLab's, or GitHub's). */
function apiOf(apiUrl: string, { variable, value, fallback }: ForgeApi): { forge: Forge; api: string } {
  const raw = apiUrl !== '' ? apiUrl : (value ?? fallback);
  const checked = checkBaseUrl(raw);
  if ('fault' in checked) {
    const source = apiUrl !== '' ? "Input 'config-api-url'" : `The ${variable} environment variable`;
    const shown = checked.fault === 'credentials' ? 'holds credentials' : `is ${quoteValue(raw)}`;
    throw new ConfigError(
      'config-api-url',
      `${source} ${shown}: use the https URL of a GitHub API (https://api.github.com) or a GitLab API (https://gitlab.example.com/api/v4), without credentials, query or fragment (http only on a loopback host such as 127.0.0.1).`,
    );
  }
  const api = normalBaseUrl(checked.url);
  return { forge: /\/api\/v4$/.test(api) ? 'gitlab' : 'github', api };
}
