// End to end: the dependency inventory crosses the same boundary as every other file the gate writes
// (attack24 INV2, INV1). The built action runs in a checkout a pull request controls: a committed link is replaced, a
// FIFO where the inventory is written refused (the run is an error naming it, as any inventory that
// cannot be written is), nothing is written outside the checkout; and every record goes through the run's
// mask: a dependency URL's user info and query are cut, the run's other tokens hidden.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { runAction } from '../support/runner.ts';
import { annotations, expectErrorRun, sandbox } from './support.ts';

/** Inputs that leave the findings and secrets out of the verdict, so only the dependencies are asked for. */
const ONLY_DEPENDENCIES = { projects: '*', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };
const ORIGINAL = '#!/bin/sh\necho a file outside the checkout\n';

const folders: string[] = [];
afterAll(async () => {
  for (const path of folders) await rm(path, { recursive: true, force: true });
});
async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

/** A checkout and a folder outside it holding a file a link may point at. */
async function checkoutAndVictim(): Promise<{ workspace: string; outside: string; victim: string }> {
  const workspace = await folder('fg-inv-checkout-');
  const outside = await folder('fg-inv-outside-');
  const victim = join(outside, 'victim.sh');
  await writeFile(victim, ORIGINAL);
  return { workspace, outside, victim };
}

/** The built action in `workspace` (its checkout), writing the inventory at `path`. */
async function inventoryRun(workspace: string, path: string, inputs: Record<string, string> = {}) {
  const sb = await sandbox();
  return runAction({
    inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...ONLY_DEPENDENCIES, 'dependency-inventory': path, ...inputs },
    env: { GITHUB_WORKSPACE: workspace },
    cwd: workspace,
    killAfterMs: 40_000,
  });
}

describe.concurrent('the inventory in a checkout a pull request controls (attack24 INV2)', () => {
  it.each(['inv.json', 'inv.csv', 'inv.cdx.json'])(
    "%s: a committed <inventory>.partial linked to a file outside is replaced by the gate's own, never followed; the file is untouched, no link left",
    async (name) => {
      const { workspace, victim } = await checkoutAndVictim();
      await symlink(victim, join(workspace, `${name}.partial`));
      const run = await inventoryRun(workspace, name);
      // Before attack24: the victim held the inventory, and the inventory's path was left a link to it. Until
      // this session the link was refused (an error run); a link of the checkout is now replaced, as every file the
      // gate writes replaces one (host/files.ts replaceOwnLink), and the inventory is written.
      expect(run.outputs.result).toBe('pass');
      expect(await readFile(victim, 'utf8')).toBe(ORIGINAL);
      expect((await lstat(join(workspace, name))).isFile()).toBe(true);
      expect(existsSync(join(workspace, `${name}.partial`))).toBe(false);
      expect(run.outputs['dependency-inventory']).toBe(join(workspace, name));
    },
  );

  it('a committed folder link on the way is replaced by a real folder (refused, an error run, until attack43 L1): nothing is written where it points', async () => {
    const { workspace, outside } = await checkoutAndVictim();
    await writeFile(join(outside, 'sbom.json'), '{"forged":true}\n');
    await symlink(outside, join(workspace, 'out'));
    const run = await inventoryRun(workspace, 'out/sbom.json');
    expect(run.code, run.stdout).toBe(0);
    expect(annotations(run, 'error')).toEqual([]);
    expect((await lstat(join(workspace, 'out'))).isSymbolicLink()).toBe(false);
    expect(await readdir(join(workspace, 'out'))).toEqual(['sbom.json']);
    expect(await readFile(join(workspace, 'out', 'sbom.json'), 'utf8')).not.toContain('forged');
    expect(run.outputs['dependency-inventory']).toBe(join(workspace, 'out', 'sbom.json'));
    // Before attack24: the inventory was made in the folder the link points to; until attack43 the forged one stood there.
    expect((await readdir(outside)).sort()).toEqual(['sbom.json', 'victim.sh']);
    expect(await readFile(join(outside, 'sbom.json'), 'utf8')).toBe('{"forged":true}\n');
  });

  it('a committed FIFO as <inventory>.partial is refused at once, not waited on until the watchdog', async () => {
    const { workspace } = await checkoutAndVictim();
    execFileSync('mkfifo', [join(workspace, 'inv.json.partial')]);
    const run = await inventoryRun(workspace, 'inv.json', { 'timeout-seconds': '60' });
    // Before: the open blocked, and the run was killed by the test's limit (40 s) with no verdict.
    expect(run.signal).toBeNull();
    expectErrorRun(run, 'fail', /inv\.json\.partial is not a regular file: the gate writes only regular files/);
    expect((await lstat(join(workspace, 'inv.json.partial'))).isFIFO()).toBe(true);
  });

  it('a committed link at the inventory path itself is replaced by the inventory, never followed', async () => {
    const { workspace, victim } = await checkoutAndVictim();
    await mkdir(join(workspace, 'out'));
    await symlink(victim, join(workspace, 'out', 'inv.csv'));
    const run = await inventoryRun(workspace, 'out/inv.csv');
    expect(run.code, run.stdout).toBe(0);
    expect(annotations(run, 'error')).toEqual([]);
    const stats = await lstat(join(workspace, 'out', 'inv.csv'));
    expect(stats.isSymbolicLink()).toBe(false);
    expect(stats.isFile()).toBe(true);
    expect(await readFile(join(workspace, 'out', 'inv.csv'), 'utf8')).toMatch(/^name,version,/);
    expect(await readFile(victim, 'utf8')).toBe(ORIGINAL);
  });
});

describe.concurrent("the inventory goes through the run's mask (attack24 INV1)", () => {
  const GITHUB_TOKEN = 'ghs_FAKEGHXQ1234567890abcdef';
  const CONFIG_TOKEN = 'cfg_SECRETCONFIGTOKEN42';
  const RESOLVED = 'https://ci:SECRETRES@registry.corp/x.tgz?auth=SECRETQRY';
  const GIT = `git+https://x-access-token:${GITHUB_TOKEN}@github.com/acme/lib.git`;
  const MARKS = ['SECRETRES', 'SECRETQRY', 'GHXQ1234', 'SECRETCONFIG', 'x-access-token'];

  it.each(['inv.json', 'inv.csv', 'inv.cdx.json'])('%s: user info and query cut, the run’s other tokens hidden', async (name) => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: ['acme/api'],
        dependencies: [
          { name: 'left-pad', version: '1.3.0', resolvedUrl: RESOLVED },
          {
            name: 'lib',
            version: '2.0.0',
            resolvedUrl: GIT,
            definedAt: { path: 'package-lock.json', startLine: 7, url: `https://h/l?t=${CONFIG_TOKEN}` },
          },
          { name: `pkg-${GITHUB_TOKEN}`, version: CONFIG_TOKEN, manifestPath: `sub/${CONFIG_TOKEN}/package.json` },
        ],
      }),
    });
    const workspace = await folder('fg-inv-mask-');
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        ...ONLY_DEPENDENCIES,
        'dependency-inventory': name,
        'github-token': GITHUB_TOKEN,
        'config-token': CONFIG_TOKEN,
      },
      env: { GITHUB_WORKSPACE: workspace },
      cwd: workspace,
      killAfterMs: 40_000,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.dependencies).toBe('3');
    const text = await readFile(join(workspace, name), 'utf8');
    for (const mark of MARKS) expect(text, mark).not.toContain(mark);
    expect(text).toContain('[redacted]');
    if (name !== 'inv.cdx.json') {
      // The URL kept as far as it may be shown: scheme, host and path.
      expect(text).toContain('https://registry.corp/x.tgz');
      expect(text).toContain('github.com/acme/lib.git');
    }
    if (name === 'inv.json') {
      const doc = JSON.parse(text) as { dependencies: { name: string; resolvedUrl?: string }[]; count: number };
      expect(doc.count).toBe(3);
      expect(doc.dependencies.find((d) => d.name === 'left-pad')?.resolvedUrl).toBe('https://registry.corp/x.tgz');
    }
  });
});
