// Where a secret is, as the renderers need it: its file and line (from `findingPath`), and whether it
// belongs to the repository the workflow runs in. Pure.
import type { SecretFinding } from '../api/types.ts';
import { sameRepository } from '../gate/scope.ts';

/** A file path relative to the repository root, and a 1-based line when the finding has a usable one. */
export interface FindingLocation {
  file: string;
  line?: number;
}

/** Largest line number taken as a line: anything beyond is not a real source line. */
const MAX_LINE = 10_000_000;

/**
 * The file and line of a `findingPath` (`path:line`): a leading `./` is dropped; a missing, zero or
 * absurd line leaves the file alone; an empty path is undefined.
 */
export function findingLocation(findingPath: string | undefined): FindingLocation | undefined {
  if (findingPath === undefined) return undefined;
  let path = findingPath.trim();
  let line: number | undefined;
  const match = /^(.*):([0-9]*)$/s.exec(path);
  if (match) {
    path = match[1] ?? '';
    const number = match[2] === '' ? 0 : Number(match[2]);
    if (Number.isSafeInteger(number) && number >= 1 && number <= MAX_LINE) line = number;
  }
  path = path.replace(/^(?:\.\/)+/, '');
  if (path === '') return undefined;
  return line === undefined ? { file: path } : { file: path, line };
}

/** Whether the secret was found in `repository` (`owner/name`, as GITHUB_REPOSITORY), by the scope's one rule of names. */
export function belongsToRepository(secret: SecretFinding, repository: string | undefined): boolean {
  return sameRepository(secret.repository?.name, repository);
}
