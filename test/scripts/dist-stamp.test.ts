// What dist/ was built from (scripts/dist-stamp.ts), and the setup that makes it current before the tests
// (test/support/fresh-dist.ts): a stale dist/ is told by content, whatever the files' times, and bundled once
// before any test runs; a bundle that fails stops the run. On a package of its own, bundled by a small build
// and stamped by the real script through `npm run bundle`, as the repository's dist/ is.
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STAMP, staleness, stampText } from '../../scripts/dist-stamp.ts';
import { freshDist } from '../support/fresh-dist.ts';
import { temporaryFolder } from '../support/temporary.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const stampScript = join(root, 'scripts/dist-stamp.ts');

/** A package whose `npm run bundle` copies src/index.ts to dist/index.js (failing on a source that says BROKEN), then stamps dist/. */
async function smallPackage(): Promise<string> {
  const dir = await temporaryFolder('findings-gate-stamp-');
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src/index.ts'), 'export const answer = 42;\n');
  await writeFile(join(dir, 'tsconfig.json'), '{}\n');
  await writeFile(
    join(dir, 'build.mjs'),
    [
      "import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';",
      "rmSync('dist', { recursive: true, force: true });",
      "const source = readFileSync('src/index.ts', 'utf8');",
      "if (source.includes('BROKEN')) { console.error('src/index.ts: BROKEN'); process.exit(1); }",
      "mkdirSync('dist');",
      "writeFileSync('dist/index.js', '// bundled\\n' + source);",
      '',
    ].join('\n'),
  );
  const node = JSON.stringify(process.execPath);
  const manifest = { name: 'small', private: true, scripts: { bundle: `${node} build.mjs && ${node} ${JSON.stringify(stampScript)}` } };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/** Runs `npm run bundle` in `dir` through freshDist, and returns what it logged. */
function bundled(dir: string): string[] {
  const lines: string[] = [];
  freshDist(dir, (line) => lines.push(line));
  return lines;
}

describe('dist/build.sha256: what dist/ was built from', () => {
  it('says the dist/ this run tests is what npm run bundle writes from the files as they are', () => {
    expect(staleness(root)).toEqual([]);
    expect(readFileSync(join(root, STAMP), 'utf8')).toBe(stampText(root));
  });

  it('lists every input and every bundled file, as sha256sum writes them', () => {
    const paths = readFileSync(join(root, STAMP), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => {
        expect(line).toMatch(/^[0-9a-f]{64} {2}\S/);
        return line.slice(66);
      });
    expect(paths).toEqual(expect.arrayContaining(['src/index.ts', 'src/cli.ts', 'package.json', 'package-lock.json', 'tsconfig.json']));
    expect(paths).toEqual(expect.arrayContaining(['dist/index.js', 'dist/cli/index.js', 'dist/azure-task/index.js', 'dist/licenses.txt']));
    expect(paths).not.toContain(STAMP);
  });

  it('tells a stale dist/ by content: new times on every file (a checkout, a fresh clone) change nothing, an edit does', async () => {
    const dir = await smallPackage();
    expect(staleness(dir)).toEqual([`${STAMP} is missing`]);
    bundled(dir);
    expect(staleness(dir)).toEqual([]);

    const later = new Date(Date.now() + 3_600_000);
    for (const path of ['src/index.ts', 'package.json', 'tsconfig.json', 'dist/index.js', STAMP]) utimesSync(join(dir, path), later, later);
    expect(staleness(dir)).toEqual([]);

    writeFileSync(join(dir, 'src/index.ts'), 'export const answer = 43;\n');
    writeFileSync(join(dir, 'src/more.ts'), 'export {};\n');
    expect(staleness(dir)).toEqual(['src/index.ts changed', 'src/more.ts is new']);
    rmSync(join(dir, 'src/more.ts'));
    writeFileSync(join(dir, 'src/index.ts'), 'export const answer = 42;\n');
    expect(staleness(dir)).toEqual([]);

    writeFileSync(join(dir, 'dist/index.js'), '// edited by hand\n');
    expect(staleness(dir)).toEqual(['dist/index.js changed']);
    rmSync(join(dir, 'dist/index.js'));
    expect(staleness(dir)).toEqual(['dist/index.js is gone']);
    writeFileSync(join(dir, 'src/index.ts'), 'export const answer = 44;\n');
    expect(staleness(dir)).toEqual(['src/index.ts changed', 'dist/index.js is gone']);
  });
});

describe('before the tests (test/support/fresh-dist.ts)', () => {
  it('leaves a current dist/ as it is, without bundling', async () => {
    const dir = await smallPackage();
    bundled(dir);
    const built = statSync(join(dir, 'dist/index.js')).mtimeMs;
    expect(bundled(dir)).toEqual([]);
    expect(statSync(join(dir, 'dist/index.js')).mtimeMs).toBe(built);
  });

  it('bundles a stale dist/ once, and the tests then run what was just built', async () => {
    const dir = await smallPackage();
    bundled(dir);
    writeFileSync(join(dir, 'src/index.ts'), 'export const answer = 43;\n');
    const log = bundled(dir);
    expect(log[0]).toBe('dist/ was not built from the files as they are (src/index.ts changed): running npm run bundle before the tests.');
    expect(log).toHaveLength(2);
    expect(readFileSync(join(dir, 'dist/index.js'), 'utf8')).toBe('// bundled\nexport const answer = 43;\n');
    expect(staleness(dir)).toEqual([]);
  });

  it('stops the run when the bundle fails, saying to run npm run bundle: a stale build never runs', async () => {
    const dir = await smallPackage();
    bundled(dir);
    writeFileSync(join(dir, 'src/index.ts'), 'BROKEN\n');
    expect(() => bundled(dir)).toThrow(
      'dist/ is stale and npm run bundle did not bring it up to date (it ended with exit status 1): run npm run bundle, fix what it reports, and run the tests again.',
    );
    expect(staleness(dir)).toEqual([`${STAMP} is missing`]);
  });
});
