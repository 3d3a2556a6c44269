// Where two sources state the same count, the stricter reading wins: the report counts the findings
// of each project × product × severity, and the findings list names them. The two are compared cell by
// cell, in scope, wherever the list was read whole; where they differ, the gate judges the larger
// count and says which cells differ, with both numbers. The one rule every feature that reads the list
// goes through (the counts, "new", the deadlines). Pure.
import { SEVERITIES, type Severity } from '../domain.ts';
import { copyMatrix, emptyMatrix } from './counts.ts';
import { cellKey } from './findings.ts';
import { NO_REPOSITORY, projectKey, sharedKeys } from './scope.ts';
import type {
  CellCounts,
  CountMatrix,
  FindingsListing,
  GateData,
  GateRules,
  JudgedFinding,
  ListedCell,
  ListedProduct,
  ProjectTally,
  Reading,
  ReadProject,
} from './types.ts';

export type { CellDifference, Reading, ReadProject } from './types.ts';

const LISTED_PRODUCTS: readonly ListedProduct[] = ['code', 'sca'];
const NO_CELL: ListedCell = { listed: 0, fresh: 0, past: 0, unknownAge: 0 };

/** The list's cells one product × severity may be compared on: read whole for it. */
function readWhole(listing: FindingsListing | undefined, product: ListedProduct, severity: Severity): boolean {
  return listing?.state === 'listed' && listing.complete.includes(`${product}.${severity}`);
}

/**
 * The counts the gate judges. Per cell of a product the list names, read whole:
 * - where the list applied every report filter, the larger of the report's count and the list's;
 * - where it could not (it names findings the report's filters leave out), the report's count, and a
 *   difference only where the list names fewer.
 * A cell the list was read only in part for counts the larger where the list names more (readInPart).
 * Listed findings of a project the report does not have make a row of their own.
 */
export function readingOf(data: Pick<GateData, 'projects' | 'findings' | 'scope'>, rules: Pick<GateRules, 'findingTypes'>): Reading {
  const listing = data.findings;
  const products = LISTED_PRODUCTS.filter((p) => rules.findingTypes.includes(p));
  const unapplied: Reading['unapplied'] = {};
  const compared: ListedProduct[] = [];
  if (listing?.state === 'listed') {
    for (const product of products) {
      const left = listing.unapplied[product] ?? [];
      unapplied[product] = left;
      if (left.length === 0) compared.push(product);
    }
  }
  const reading: Reading = { projects: [], differences: [], compared, unapplied, exceptedCells: new Map(), unprovenExceptions: [] };
  const cells = listing?.state === 'listed' ? listing.tally.cells : new Map<string, ListedCell>();
  const claimed = new Set<string>();
  // Two report rows under one key (attack5 F1): the list's cell is theirs together, so it proves neither's count.
  const shared = sharedKeys(data.projects.map((project) => projectKey(project, data.scope)));
  const together = countsTogether(data, shared, products);
  const read = (label: string, key: string, reported: CountMatrix, base: Omit<ProjectTally, 'counts'>): ReadProject => {
    claimed.add(key);
    const project: ReadProject = { ...base, counts: copyMatrix(reported), reported, listed: new Map(), excepted: new Map() };
    for (const product of products) {
      for (const severity of SEVERITIES) {
        const tallyKey = cellKey(key, product, severity);
        if (readWhole(listing, product, severity))
          readCell(
            reading,
            project,
            { label, tallyKey, product, severity },
            ownCell(cells.get(tallyKey) ?? NO_CELL, together.get(tallyKey)),
          );
        else readInPart(reading, project, { label, product, severity }, cells.get(tallyKey));
      }
    }
    return project;
  };
  for (const project of data.projects) {
    const { counts, ...base } = project;
    reading.projects.push(read(project.label, projectKey(project, data.scope), counts, base));
  }
  if (listing?.state === 'listed') {
    for (const [key, name] of listing.tally.names) {
      if (claimed.has(key)) continue;
      const label = key === '' ? NO_REPOSITORY : name;
      reading.projects.push(read(label, key, emptyMatrix(), { label }));
    }
  }
  return reading;
}

/** Of a cell's count, what the counted states the report does not count added: the words quote the report's own count apart (attack5 F8). */
function fromStates(project: ReadProject, product: ListedProduct, severity: Severity): { fromStates?: number } {
  const added = project.fromStates?.[product][severity] ?? 0;
  return added > 0 ? { fromStates: added } : {};
}

/** Of each cell of a key two report rows share, what the rows count together. */
function countsTogether(
  data: Pick<GateData, 'projects' | 'scope'>,
  shared: ReadonlySet<string>,
  products: readonly ListedProduct[],
): Map<string, number> {
  const together = new Map<string, number>();
  for (const project of data.projects) {
    const key = projectKey(project, data.scope);
    if (!shared.has(key)) continue;
    for (const product of products) {
      for (const severity of SEVERITIES) {
        const tallyKey = cellKey(key, product, severity);
        together.set(tallyKey, (together.get(tallyKey) ?? 0) + project.counts[product][severity]);
      }
    }
  }
  return together;
}

/**
 * A cell as one project reads it: one that another project's key shares (`together`: what the rows
 * count in it together) is read as a repeated listing (no exception applies, the larger count stands),
 * and what the rows count together that the list does not name is unnamed in each row.
 */
function ownCell(cell: ListedCell, together: number | undefined): ListedCell {
  return together === undefined ? cell : { ...cell, repeats: true, unnamed: Math.max(0, together - cell.listed) };
}

/**
 * A cell of which the list was read only in part (its most severe few, to name them): it can prove
 * that the report counts too few, never that it counts too many. Where the list, filtered as the report
 * is, names more than the report counts, the larger count is judged and the cell named; no exception
 * applies, and the cell tells no age (it is not in `listed`).
 */
function readInPart(
  reading: Reading,
  project: ReadProject,
  where: { label: string; product: ListedProduct; severity: Severity },
  cell: ListedCell | undefined,
): void {
  const { label, product, severity } = where;
  const report = project.reported[product][severity];
  if (cell === undefined || cell.listed <= report || !reading.compared.includes(product)) return;
  reading.differences.push({ project: label, product, severity, report, listed: cell.listed, ...fromStates(project, product, severity) });
  project.counts[product][severity] = cell.listed;
}

/** One cell read from both sources: the larger count where they differ, and the exceptions applied only where they agree. */
function readCell(
  reading: Reading,
  project: ReadProject,
  where: { label: string; tallyKey: string; product: ListedProduct; severity: Severity },
  cell: ListedCell,
): void {
  const { label, tallyKey, product, severity } = where;
  project.listed.set(`${product}.${severity}`, cell);
  const report = project.reported[product][severity];
  const compared = reading.compared.includes(product);
  // Exceptions take findings out of a count only where the list names exactly what the report counts, each finding once.
  const agree = compared && cell.listed === report && cell.repeats !== true;
  // The tally makes a cell's excepted counts with its first excepted finding: they are never all zero.
  if (cell.excepted !== undefined) {
    if (agree) {
      reading.exceptedCells.set(tallyKey, cell.excepted);
      project.excepted.set(`${product}.${severity}`, cell.excepted);
    } else reading.unprovenExceptions.push({ project: label, product, severity, matched: cell.excepted.listed });
  }
  // Where the list could not apply a report filter it names more than the report counts, by design.
  if (agree || (!compared && cell.listed >= report && cell.repeats !== true)) return;
  reading.differences.push({
    project: label,
    product,
    severity,
    report,
    listed: cell.listed,
    ...fromStates(project, product, severity),
    ...(cell.repeats ? { repeats: true } : {}),
  });
  // The larger: where the list names fewer, the report's count stands.
  project.counts[product][severity] = Math.max(report, cell.listed);
}

/**
 * Of a project's cell, how many findings the report counts that the list does not name (0 where the list
 * was not read); of a cell report rows share, what they count together that it does not name, in each.
 */
export function unlisted(project: ReadProject, product: ListedProduct, severity: Severity): number {
  const cell = project.listed.get(`${product}.${severity}`);
  if (cell === undefined) return 0;
  return cell.unnamed ?? Math.max(0, project.reported[product][severity] - cell.listed);
}

/** A project's counts as the gate judges them: the stricter reading, less the findings exceptions took out. */
export function judgedCounts(project: Pick<ReadProject, 'counts' | 'excepted'>): CountMatrix {
  const counts = copyMatrix(project.counts);
  for (const [cell, excepted] of project.excepted) {
    const [product, severity] = cell.split('.') as [ListedProduct, Severity];
    counts[product][severity] -= excepted.listed;
  }
  return counts;
}

/** The part of a tally cell exceptions took out (zeros where none applied). */
export function exceptedIn(reading: Pick<Reading, 'exceptedCells'>, key: string): CellCounts {
  return reading.exceptedCells.get(key) ?? NO_CELL;
}

/** Whether an exception took a listed finding out of the gate's counts: it matched one, and its cell's list and report agree. */
export function isExcepted(reading: Pick<Reading, 'exceptedCells'>, judged: JudgedFinding): boolean {
  return judged.exception !== undefined && reading.exceptedCells.has(cellKey(judged.project, judged.product, judged.severity));
}
