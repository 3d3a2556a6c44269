// Where a secret is, as the renderers need it: its file and line (from `findingPath`), and whether it
// belongs to the repository the workflow runs in. Pure.

import type { SecretFinding } from '../api/types.ts';
import { publicUrls } from '../api/url-text.ts';
import { sameRepository } from '../gate/scope.ts';
import { stripControl } from './escape.ts';

/** A file path relative to the repository root, and a 1-based line when the finding has a usable one. */
export interface FindingLocation {
  file: string;
  line?: number;
}

/** Largest line number taken as a line: anything beyond is not a real source line. */
export const MAX_LINE = 10_000_000;

/**
 * A path as annotations and SARIF take it: relative to the repository root, `/` between segments, no
 * `.` segment, control characters as spaces. Undefined for a path that leaves the repository (a `..`
 * segment), is absolute (`/etc/x`, `C:\x`), is a URL (`file://x`), or is empty: such a path is
 * refused, never passed on as sent.
 */
export function repositoryPath(raw: string): string | undefined {
  // A plain relative path is already as taken: the same string, never a copy of each kept path (10,000 of 4 KiB in a SARIF file).
  if (PLAIN_PATH.test(raw) && !DOT_SEGMENT.test(raw)) return raw;
  // A URL in it is cut first: the empty segment dropped below would turn `https://` into `https:/`, which the mask does not read as a URL (attack18 U5).
  const path = publicUrls(stripControl(raw)).trim().replaceAll('\\', '/');
  if (path === '' || path.startsWith('/') || /^[A-Za-z]:\//.test(path) || /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(path)) return undefined;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') return undefined;
    if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.length === 0 ? undefined : segments.join('/');
}

/** Letters, digits, `._~-` and single `/` between segments, neither first nor last: nothing for repositoryPath to change, but a `.` or `..` segment. */
const PLAIN_PATH = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** A line number as annotations and SARIF take it: 1 to MAX_LINE, else none. */
export function usableLine(line: number | undefined): number | undefined {
  return line !== undefined && Number.isSafeInteger(line) && line >= 1 && line <= MAX_LINE ? line : undefined;
}

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
  const file = repositoryPath(path);
  if (file === undefined) return undefined;
  return line === undefined ? { file } : { file, line };
}

/** Whether the secret was found in `repository` (`owner/name`, as GITHUB_REPOSITORY), by the scope's one rule of names. */
export function belongsToRepository(secret: SecretFinding, repository: string | undefined): boolean {
  return sameRepository(secret.repository?.name, repository);
}
