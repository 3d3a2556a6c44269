// The dependency walks: the blocked-license dependencies the license gate counts, and the inventory
// file streamed page by page. An inventory is complete or absent.

import { rm } from 'node:fs/promises';
import { type ApiClient, ApiError, type Dependency, type DependencyQuery } from '../api/index.ts';
import type { KeptText } from '../api/kept-text.ts';
import type { Config } from '../config/index.ts';
import type { ExceptionMatcher } from '../gate/exceptions.ts';
import type { PartialList } from '../gate/judgeable.ts';
import type { Excepted, GateData } from '../gate/types.ts';
import type { ValueMask } from '../host/mask.ts';
import type { InventoryWriter } from '../inventory/writer.ts';

const LICENSE_BLOCK = 'LICENSE_POLICY_SETTING_BLOCK';
/** Blocked-license dependencies kept in memory (the summary shows 50, the report file these); the count stays exact. */
export const MAX_BLOCKED_KEPT = 1000;

/** The query of the blocked-license walk: the user's dependency filters, policy BLOCK. */
export function blockedDependencyQuery(config: Config): DependencyQuery {
  return { ...config.dependencyFilters, licensePolicySettings: [LICENSE_BLOCK] };
}

/** Walks every dependency whose license policy is BLOCK: counts them all, keeps the first MAX_BLOCKED_KEPT. */
export async function collectBlockedDependencies(
  client: ApiClient,
  config: Config,
  deploymentId: string,
  exceptions?: { matcher: ExceptionMatcher; repositoryNames: Promise<ReadonlyMap<string, string>> },
  text?: KeptText,
): Promise<{ kept: Excepted<Dependency>[]; count: number; excepted: number }> {
  const kept: Excepted<Dependency>[] = [];
  let count = 0;
  let excepted = 0;
  // The first page is made current only once the names are known: a page held past the budget of pages never waits on the projects walk (api/budget.ts).
  for await (const page of client.listDependencies(deploymentId, blockedDependencyQuery(config), exceptions?.repositoryNames)) {
    count += page.length;
    // The names are known by the time the first page is in: the scope is read beside the first request.
    const names = exceptions === undefined ? undefined : await exceptions.repositoryNames;
    for (const dependency of page) {
      const repository = dependency.repositoryId === undefined ? undefined : names?.get(dependency.repositoryId);
      const entry = exceptions?.matcher.matchDependency(dependency, repository);
      if (entry !== undefined) excepted++;
      if (kept.length >= MAX_BLOCKED_KEPT) continue;
      const one = entry === undefined ? dependency : { ...dependency, exception: entry.number };
      kept.push(text === undefined ? one : text.keep(one));
    }
  }
  return { kept, count, excepted };
}

/**
 * Streams every dependency the user's filters select into the inventory file, page by page. The walk's
 * first request goes out before the writers are loaded and the file is opened: the dependency walk is
 * often a run's longest chain, and loading the writers (a chunk compiled on first use) and opening the
 * file delayed its first request (figures in bench/results.md). Every string written goes through `mask`, the run's.
 */
export async function writeDependencyInventory(
  client: ApiClient,
  config: Config,
  deployment: { id: string; name?: string },
  target: NonNullable<Config['dependencyInventory']>,
  mask: ValueMask,
): Promise<{ path: string; count: number }> {
  const query: DependencyQuery = { ...config.dependencyFilters };
  const pages = client.listDependencies(deployment.id, query)[Symbol.asyncIterator]();
  const first = pages.next();
  first.catch(() => undefined); // observed here; rethrown below once the file is open
  let writer: InventoryWriter;
  try {
    // The writers (and the SPDX list) are loaded only by a run that writes an inventory.
    const { openInventory } = await import('../inventory/writer.ts');
    writer = await openInventory(
      target.path,
      target.format,
      {
        deploymentId: deployment.id,
        ...(deployment.name !== undefined ? { deploymentName: deployment.name } : {}),
        generatedAt: new Date().toISOString(),
        filters: query,
      },
      mask,
    );
  } catch (error) {
    // The walk stops once its first page is in: nothing more is asked for.
    pages.return?.(undefined).catch(() => undefined);
    throw error;
  }
  try {
    for (let step = await first; !step.done; step = await pages.next()) await writer.write(step.value);
    return { path: writer.path, count: await writer.finish() };
  } catch (error) {
    await writer.abort();
    await pages.return?.(undefined).catch(() => undefined);
    throw error;
  }
}

/** An inventory is complete or absent: after a dependency walk that stopped early, the file is removed and the run is an error. */
export async function discardPartialInventory(data: GateData, partialLists: readonly PartialList[]): Promise<void> {
  const partial = partialLists.find(({ operation }) => operation === 'dependencies');
  if (data.inventory === undefined || partial === undefined) return;
  await rm(data.inventory.path, { force: true });
  throw new ApiError({
    operation: 'dependencies',
    kind: 'pagination',
    message: `${partial.message}; the dependency inventory would be incomplete, so it was removed`,
  });
}
