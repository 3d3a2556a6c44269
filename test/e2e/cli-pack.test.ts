// The package as npm publishes it: `npm pack` gives a tarball of the bundled command line that installs
// into an empty folder with no registry (it has no runtime dependency: every package is in the bundle)
// and runs as `findings-gate`, under Node 24 and Node 22. And the README's install line, which npm
// resolves from a commit of the repository until the package is on the registry.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciEnvironment, nodesUnderTest } from '../support/cli-runner.ts';
import { sandbox } from './support.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
let dir = '';
let app = '';
let shipped: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-pack-'));
  const env = { ...process.env, npm_config_cache: join(dir, 'npm-cache'), npm_config_update_notifier: 'false' };
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, env });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  shipped = (packed?.files ?? []).map((file) => file.path).sort();
  app = join(dir, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), '{ "name": "a-ci-job", "private": true }\n');
  // No registry: a closed port, and --offline. An install that needed one would fail here.
  await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--registry', 'http://127.0.0.1:9/', join(dir, packed?.filename ?? '')],
    {
      cwd: app,
      env,
    },
  );
}, 120_000);

afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships the command line, its licenses and the docs, nothing of the sources or the tests', () => {
    expect(shipped).toContain('dist/cli/index.js');
    expect(shipped).toContain('dist/cli/licenses.txt');
    expect(shipped).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']));
    expect(
      shipped.filter((path) => !path.startsWith('dist/cli/') && !['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'].includes(path)),
    ).toEqual([]);
  });

  it('installed no dependency', async () => {
    expect((await readdir(join(app, 'node_modules'))).filter((name) => !name.startsWith('.'))).toEqual(['findings-gate']);
  });

  it.each(nodesUnderTest())('runs as findings-gate under $name', async ({ path: node }) => {
    const sb = await sandbox();
    const env = {
      PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
      HOME: app,
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    };
    const bin = join(app, 'node_modules/.bin/findings-gate');
    const version = await run(bin, ['--version'], { cwd: app, env });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const gate = await run(bin, ['--base-url', sb.url], { cwd: app, env }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(gate.code).toBe(1);
    expect(gate.stdout.split('\n')[0]).toBe('findings-gate: FAIL, 3 reasons');
  });
});

describe("the README's install line, before the package is on the registry", () => {
  // The repository is GitHub's in the README; here a clone of this one, at the commit checked out
  // (commit a change to package.json or dist/cli/ to test it), fetched by npm with no registry.
  const spec = 'github:findings-gate/findings-gate#<commit-sha>';

  it('installs the command line from a commit of the repository and runs it', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const line = /^npx --yes --prefix "\$\(mktemp -d\)" --allow-git=all (\S+)/m.exec(readme);
    expect(line?.[1], 'the README installs from the repository at a commit').toBe(spec);
    const work = await mkdtemp(join(tmpdir(), 'findings-gate-git-'));
    try {
      const repository = join(work, 'findings-gate');
      await run('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, repository]);
      const { stdout: sha } = await run('git', ['-C', repository, 'rev-parse', 'HEAD']);
      const job = join(work, 'job');
      await mkdir(job);
      // The pull request's checkout commits an .npmrc whose node-options would load its own code (attack28 N1):
      // npm's folder is the --prefix, outside the checkout, so it is never read.
      const mark = join(work, 'checkout-code-ran');
      await writeFile(join(job, 'evil.cjs'), `require('node:fs').writeFileSync(${JSON.stringify(mark)}, 'ran');\n`);
      await writeFile(join(job, '.npmrc'), `node-options=--require=${join(job, 'evil.cjs')}\n`);
      const prefix = join(work, 'npm-prefix');
      await mkdir(prefix);
      const env = {
        PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        // Not the checkout: an .npmrc there would be the user's own config.
        HOME: prefix,
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_update_notifier: 'false',
        // No registry: a closed port, and offline. An install that needed one would fail here.
        npm_config_registry: 'http://127.0.0.1:9/',
        npm_config_offline: 'true',
      };
      const args = (line?.[0] ?? '')
        .replace(spec, `git+file://${repository}#${sha.trim()}`)
        .replace('"$(mktemp -d)"', prefix)
        .split(' ')
        .slice(1);
      const version = await run('npx', [...args, '--version'], { cwd: job, env });
      expect(version.stdout.trim()).toBe(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version);
      await expect(stat(mark), "the checkout's .npmrc was read").rejects.toThrow();
      // Without --prefix, the same line in the checkout loads the checkout's code: the test can tell.
      const bare = args.filter((arg, i) => arg !== '--prefix' && args[i - 1] !== '--prefix');
      await run('npx', [...bare, '--version'], { cwd: job, env });
      expect(await readFile(mark, 'utf8')).toBe('ran');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});
