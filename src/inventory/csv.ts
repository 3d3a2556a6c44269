// The CSV inventory: one row per dependency under a header, quoted per RFC 4180, and safe to open
// in a spreadsheet (no cell is read as a formula).
import type { Dependency } from '../api/types.ts';
import { purlOf } from './purl.ts';

/** The header row, in column order. */
export const CSV_COLUMNS = [
  'name',
  'version',
  'ecosystem',
  'purl',
  'transitivity',
  'licenses',
  'repository_id',
  'lockfile_path',
  'lockfile_line',
  'lockfile_url',
  'manifest_path',
  'resolved_url',
  'id',
] as const;

/**
 * One cell: a leading `=`, `+`, `-`, `@`, tab or carriage return (what spreadsheets read as a
 * formula) gets a `'` in front; then quoted when it holds a quote, comma or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line. */
export function csvHeader(): string {
  return row(CSV_COLUMNS);
}

/** Appends the lines of one page of dependencies, a call each (licenses joined with `; `). */
export function appendCsvRows(page: readonly Dependency[], append: (text: string) => void): void {
  for (const d of page) {
    append(
      row([
        d.name,
        d.version ?? '',
        d.ecosystem ?? '',
        purlOf(d),
        d.transitivity ?? '',
        d.licenses.join('; '),
        d.repositoryId ?? '',
        d.definedAt?.path ?? '',
        d.definedAt?.startLine === undefined ? '' : String(d.definedAt.startLine),
        d.definedAt?.url ?? '',
        d.manifestPath ?? '',
        d.resolvedUrl ?? '',
        d.id ?? '',
      ]),
    );
  }
}
