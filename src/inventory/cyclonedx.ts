// The CycloneDX 1.6 JSON inventory: a BOM whose `components` array is written page by page.
import { randomUUID } from 'node:crypto';
import type { Dependency } from '../api/types.ts';
import type { InventoryContext } from './json.ts';
import { purlOf } from './purl.ts';
import { SPDX_LICENSE_IDS } from './spdx-ids.ts';

/** SPDX ids by lower case (SPDX ids match case-insensitively), to the canonical spelling. */
let spdxIds: Map<string, string> | undefined;

/** The canonical SPDX id of a license name, when it is one the schema accepts. */
export function spdxId(license: string): string | undefined {
  spdxIds ??= new Map(
    SPDX_LICENSE_IDS.split(/\s+/)
      .filter((id) => id !== '')
      .map((id) => [id.toLowerCase(), id]),
  );
  return spdxIds.get(license.trim().toLowerCase());
}

/** Everything before the first component. */
export function cyclonedxOpening(context: InventoryContext): string {
  const bom = {
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: context.generatedAt,
      tools: { components: [{ type: 'application', name: 'findings-gate' }] },
      properties: [
        { name: 'findings-gate:deployment-id', value: context.deploymentId },
        ...(context.deploymentName === undefined ? [] : [{ name: 'findings-gate:deployment-name', value: context.deploymentName }]),
      ],
    },
  };
  return `${JSON.stringify(bom).slice(0, -1)},"components":[\n`;
}

/** One component; `index` makes the bom-ref unique even when the API sent no id. */
export function cyclonedxComponent(d: Dependency, index: number): Record<string, unknown> {
  const purl = purlOf(d);
  const properties = [
    ...(d.transitivity === undefined ? [] : [{ name: 'findings-gate:transitivity', value: d.transitivity }]),
    ...(d.repositoryId === undefined ? [] : [{ name: 'findings-gate:repository-id', value: d.repositoryId }]),
    ...(d.definedAt?.path === undefined ? [] : [{ name: 'findings-gate:lockfile-path', value: d.definedAt.path }]),
    ...(d.manifestPath === undefined ? [] : [{ name: 'findings-gate:manifest-path', value: d.manifestPath }]),
  ];
  return {
    type: 'library',
    'bom-ref': `${index + 1}:${purl}`,
    name: d.name,
    ...(d.version ? { version: d.version } : {}),
    purl,
    ...(d.licenses.length > 0
      ? {
          licenses: d.licenses.map((license) => {
            const id = spdxId(license);
            return { license: id === undefined ? { name: license } : { id } };
          }),
        }
      : {}),
    ...(properties.length > 0 ? { properties } : {}),
  };
}

/** Appends one page of components, a line each; `written` is how many came before. */
export function cyclonedxComponents(page: readonly Dependency[], written: number, append: (text: string) => void): void {
  for (let i = 0; i < page.length; i++) {
    if (written + i > 0) append(',\n');
    append(JSON.stringify(cyclonedxComponent(page[i] as Dependency, written + i)));
  }
}

/** Everything after the last component. */
export function cyclonedxClosing(): string {
  return '\n]}\n';
}
