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

/** One dependency as the inventory shows it: the API's fields (absent ones left out) and its purl. */
export function inventoryRecord(d: Dependency): Record<string, unknown> {
  return {
    name: d.name,
    ...(d.version === undefined ? {} : { version: d.version }),
    ...(d.ecosystem === undefined ? {} : { ecosystem: d.ecosystem }),
    purl: purlOf(d),
    ...(d.transitivity === undefined ? {} : { transitivity: d.transitivity }),
    licenses: d.licenses,
    ...(d.repositoryId === undefined ? {} : { repositoryId: d.repositoryId }),
    ...(d.definedAt === undefined ? {} : { definedAt: d.definedAt }),
    ...(d.manifestPath === undefined ? {} : { manifestPath: d.manifestPath }),
    ...(d.resolvedUrl === undefined ? {} : { resolvedUrl: d.resolvedUrl }),
    ...(d.id === undefined ? {} : { id: d.id }),
  };
}

/** One page of records; `first` says whether any record was written before. */
export function jsonRecords(page: readonly Dependency[], first: boolean): string {
  let text = '';
  page.forEach((d, i) => {
    text += `${first && i === 0 ? '' : ',\n'}${JSON.stringify(inventoryRecord(d))}`;
  });
  return text;
}

/** Everything after the last dependency. */
export function jsonClosing(count: number): string {
  return `\n],"count":${count}}\n`;
}
