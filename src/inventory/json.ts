// The JSON inventory (our own shape, documented in the README): a header object whose
// `dependencies` array is written page by page, and whose `count` comes last.
import type { Dependency, DependencyQuery } from '../api/types.ts';
import { purlOf } from './purl.ts';

/** What the header says about the run. */
export interface InventoryContext {
  deploymentId: string;
  deploymentName?: string;
  generatedAt: string;
  /** The `dependencyFilter.*` sent, in API names. */
  filters: DependencyQuery;
}

/** Everything before the first dependency. */
export function jsonOpening(context: InventoryContext): string {
  const header = {
    format: 'findings-gate/dependency-inventory',
    version: 1,
    generatedAt: context.generatedAt,
    deployment: { id: context.deploymentId, name: context.deploymentName ?? null },
    filters: context.filters,
  };
  return `${JSON.stringify(header).slice(0, -1)},"dependencies":[\n`;
}

/**
 * One dependency as the inventory shows it: the API's fields and its purl, in the inventory's order. An
 * absent field is undefined, which JSON.stringify leaves out, so every record has one shape and the
 * serialiser stays on its fast path.
 */
export function inventoryRecord(d: Dependency): Record<string, unknown> {
  return {
    name: d.name,
    version: d.version,
    ecosystem: d.ecosystem,
    purl: purlOf(d),
    transitivity: d.transitivity,
    licenses: d.licenses,
    repositoryId: d.repositoryId,
    definedAt: d.definedAt,
    manifestPath: d.manifestPath,
    resolvedUrl: d.resolvedUrl,
    id: d.id,
  };
}

/** Appends one page of records, a line each; `written` is how many came before. */
export function jsonRecords(page: readonly Dependency[], written: number, append: (text: string) => void): void {
  for (let i = 0; i < page.length; i++) {
    if (written + i > 0) append(',\n');
    append(JSON.stringify(inventoryRecord(page[i] as Dependency)));
  }
}

/** Everything after the last dependency. */
export function jsonClosing(count: number): string {
  return `\n],"count":${count}}\n`;
}
