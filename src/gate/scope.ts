// What belongs to the scope: repository names compared as the platform's users write them. Pure.

/**
 * A repository name reduced for comparison: trimmed, lower-case, without a scheme, a host prefix
 * (`github.com/`) or a trailing `.git`. `Acme/API`, ` acme/api ` and `https://github.com/acme/api` are
 * all `acme/api`.
 */
export function repositoryKey(name: string): string {
  let key = name
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  key = key.replace(/\.git$/, '').replace(/\/+$/, '');
  const parts = key.split('/');
  // A first segment with a dot (or a port) is a host: github.com/acme/api, git.example:8443/acme/api.
  if (parts.length > 2 && /[.:]/.test(String(parts[0]))) key = parts.slice(1).join('/');
  return key;
}

/** Whether a repository name (from the API) names `repository` (`owner/name`); an absent or blank name never does. */
export function sameRepository(name: string | undefined, repository: string | undefined): boolean {
  if (name === undefined || repository === undefined) return false;
  const key = repositoryKey(name);
  return key !== '' && key === repositoryKey(repository);
}
