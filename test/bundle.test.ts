// The committed bundle's shape, read from its source maps: one copy of undici, and the code that only
// some runs need (the PR comment's octokit, the inventory writers, SARIF, the baseline reader) in chunks
// of their own, loaded when a run needs them, not in the chunk every run compiles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Each chunk of a bundle folder with the sources it was built from (paths as the map writes them). */
const chunksIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.js.map'))
    .map((name) => ({
      name: name.replace(/\.map$/, ''),
      sources: (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { sources: string[] }).sources,
    }));
const chunks = chunksIn(dist);
const chunkOf = (source: string) => chunks.filter((chunk) => chunk.sources.some((path) => path.endsWith(source)));

describe('dist/', () => {
  it('holds one copy of undici: no package brings its own', () => {
    const undiciRoots = new Set(
      chunks.flatMap((chunk) => chunk.sources.flatMap((path) => /^(.*node_modules\/undici)\//.exec(path)?.[1] ?? [])),
    );
    expect([...undiciRoots].map((root) => root.replace(/^.*?node_modules/, 'node_modules'))).toEqual(['node_modules/undici']);
  });

  it('loads the inventory writers, SARIF, the baseline reader and octokit only when a run needs them', () => {
    const main = chunkOf('src/main.ts');
    expect(main.map((chunk) => chunk.name)).toHaveLength(1);
    const optional = ['src/inventory/writer.ts', 'src/inventory/spdx-ids.ts', 'src/render/sarif.ts', 'src/report-file/read.ts'];
    for (const source of optional) {
      expect(chunkOf(source), source).toHaveLength(1);
      expect(chunkOf(source)[0]?.name, source).not.toBe(main[0]?.name);
    }
    const mainSources = main[0]?.sources ?? [];
    expect(mainSources.filter((path) => /node_modules\/(@octokit|@actions\/github)\//.test(path))).toEqual([]);
    // The entry itself is small: it checks the Node version, then imports the rest.
    expect(chunkOf('src/index.ts').map((chunk) => chunk.name)).toEqual(['index.js']);
  });
});

describe('dist/cli/, the command line', () => {
  const cli = chunksIn(join(dist, 'cli'));
  const cliChunkOf = (source: string) => cli.filter((chunk) => chunk.sources.some((path) => path.endsWith(source)));

  it('holds one copy of undici, and shares the core with the action (main.ts, gate/, render/)', () => {
    const undiciRoots = new Set(
      cli.flatMap((chunk) => chunk.sources.flatMap((path) => /^(.*node_modules\/undici)\//.exec(path)?.[1] ?? [])),
    );
    expect(undiciRoots.size).toBe(1);
    for (const source of ['src/main.ts', 'src/gate/evaluate.ts', 'src/render/summary.ts', 'src/host/text.ts'])
      expect(cliChunkOf(source), source).toHaveLength(1);
  });

  it('loads JUnit, the code quality report, the GitLab note and octokit only when a run needs them', () => {
    const main = cliChunkOf('src/main.ts')[0]?.name;
    for (const source of ['src/render/junit.ts', 'src/render/code-quality.ts', 'src/gitlab/note.ts', 'src/render/sarif.ts']) {
      expect(cliChunkOf(source), source).toHaveLength(1);
      expect(cliChunkOf(source)[0]?.name, source).not.toBe(main);
    }
    expect(cliChunkOf('src/cli.ts').map((chunk) => chunk.name)).toEqual(['index.js']);
  });
});
