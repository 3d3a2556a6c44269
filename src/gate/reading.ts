// Where two sources state the same count, the stricter reading wins: the report counts the findings
// of each project × product × severity, and the findings list names them. The two are compared cell by
// cell, in scope, wherever the list was read whole; where they differ, the gate judges the larger
// count and says which cells differ, with both numbers. The one rule every feature that reads the list
// goes through (the counts, "new", the deadlines). Pure.
import { SEVERITIES, type Severity } from '../domain.ts';
import { emptyMatrix } from './counts.ts';
import { cellKey } from './findings.ts';
import { repositoryKey } from './scope.ts';
import type {
  CellDifference,
  CountMatrix,
  FindingsListing,
  GateData,
  GateRules,
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

/** The name a project of the report goes by: the projects list's (by id) when the run read it, else the report's label. */
function nameOf(project: ProjectTally, data: Pick<GateData, 'scope'>): string {
  const scoped = project.projectId === undefined ? undefined : data.scope?.projects.find((p) => p.id === project.projectId);
  return scoped?.name ?? project.label;
}

/**
 * The counts the gate judges. Per cell of a product the list names, read whole:
 * - where the list applied every report filter, the larger of the report's count and the list's;
 * - where it could not (it names findings the report's filters leave out), the report's count, and a
 *   difference only where the list names fewer.
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
  const cells = listing?.state === 'listed' ? listing.tally.cells : new Map<string, ListedCell>();
  const projects: ReadProject[] = [];
  const differences: CellDifference[] = [];
  const claimed = new Set<string>();
  const read = (label: string, key: string, reported: CountMatrix, base: Omit<ProjectTally, 'counts'>): ReadProject => {
    claimed.add(key);
    const counts = structuredClone(reported);
    const listed = new Map<string, ListedCell>();
    for (const product of products) {
      for (const severity of SEVERITIES) {
        if (!readWhole(listing, product, severity)) continue;
        const cell = cells.get(cellKey(key, product, severity)) ?? NO_CELL;
        listed.set(`${product}.${severity}`, cell);
        const report = reported[product][severity];
        // Where the list could not apply a report filter it names more than the report counts, by design.
        if (compared.includes(product) ? cell.listed === report : cell.listed >= report) continue;
        differences.push({ project: label, product, severity, report, listed: cell.listed });
        // The larger: where the list names fewer, the report's count stands.
        counts[product][severity] = Math.max(report, cell.listed);
      }
    }
    return { ...base, counts, reported, listed };
  };
  for (const project of data.projects) {
    const name = nameOf(project, data);
    const { counts, ...base } = project;
    projects.push(read(project.label, repositoryKey(name), counts, base));
  }
  if (listing?.state === 'listed') {
    for (const [key, name] of listing.tally.names) {
      if (claimed.has(key)) continue;
      const label = key === '' ? '(findings that name no repository)' : name;
      projects.push(read(label, key, emptyMatrix(), { label }));
    }
  }
  return { projects, differences, compared, unapplied };
}

/** Of a project's cell, how many findings the report counts that the list does not name (0 where the list was not read). */
export function unlisted(project: ReadProject, product: ListedProduct, severity: Severity): number {
  const cell = project.listed.get(`${product}.${severity}`);
  return cell === undefined ? 0 : Math.max(0, project.reported[product][severity] - cell.listed);
}
