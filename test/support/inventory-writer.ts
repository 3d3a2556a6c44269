// Writes an inventory of `pages` pages of `perPage` dependencies to the path given, with the writer the
// action uses, and prints what came of it as one JSON line. Run as its own process by
// test/inventory.test.ts, under a file-size limit (prlimit), to see a write fail part-way.
import { createMask } from '../../src/host/mask.ts';
import { InventoryError, openInventory } from '../../src/inventory/writer.ts';

const [path = '', pages = '2', perPage = '5000'] = process.argv.slice(2);
const writer = await openInventory(path, 'json', { deploymentId: '1', generatedAt: '2026-01-01T00:00:00.000Z', filters: {} }, createMask());
try {
  for (let p = 0; p < Number(pages); p++) {
    const page = Array.from({ length: Number(perPage) }, (_, i) => ({
      name: `package-${p}-${i}`,
      version: '1.0.0',
      ecosystem: 'npm',
      licenses: ['x'.repeat(400)],
    }));
    await writer.write(page);
  }
  console.log(JSON.stringify({ count: await writer.finish() }));
} catch (error) {
  await writer.abort();
  console.log(JSON.stringify({ error: (error as Error).message, inventoryError: error instanceof InventoryError }));
}
