// Files in the repository are untrusted input (issue 37, item 3): a pull request controls its own
// checkout, so it can put anything at the exceptions file's default path. Through the built command line
// and the built action, each thing that is not a small regular file ends the run at once, before any
// request, with an error that names the file: never a hang past the deadline, never gigabytes read.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { annotations, sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';
const FILE = '.github/findings-gate-exceptions.yml';
/** Far longer than a run that ends at once, far shorter than the gate's own deadline (300 s): a hang is killed here. */
const KILL_AFTER_MS = 15_000;
const MiB = 1024 * 1024;
/** An exceptions file the gate would apply, were it read: an entry that expires in 30 days. */
const VALID = `exceptions:\n  - rule: javascript.legacy.xss\n    reason: accepted for the test\n    expires: ${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}\n`;

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

interface Case {
  what: string;
  /** Puts the thing at `path` (the exceptions file's default path in a fresh workspace). */
  make: (path: string) => Promise<void>;
  why: string;
}

const CASES: Case[] = [
  {
    what: 'a symbolic link to /dev/zero',
    make: (path) => symlink('/dev/zero', path),
    why: 'it is a symbolic link, and only a regular file is read',
  },
  {
    what: 'a FIFO',
    make: async (path) => {
      execFileSync('mkfifo', [path]);
    },
    why: 'it is not a regular file',
  },
  {
    what: 'a symbolic link to a valid exceptions file outside the checkout',
    make: async (path) => {
      const outside = join(await folder('findings-gate-outside-'), 'exceptions.yml');
      await writeFile(outside, VALID);
      await symlink(outside, path);
    },
    why: 'it is a symbolic link, and only a regular file is read',
  },
  { what: 'a directory', make: (path) => mkdir(path), why: 'it is not a regular file' },
  {
    what: 'a file one byte over 1 MiB',
    make: (path) => writeFile(path, `${VALID}${'#'.repeat(MiB - VALID.length)}\n`),
    why: 'it is larger than 1 MiB',
  },
];

/** A workspace whose .github/findings-gate-exceptions.yml is what `make` puts there. */
async function workspaceWith(make: Case['make']): Promise<string> {
  const workspace = await folder('findings-gate-workspace-');
  await mkdir(join(workspace, '.github'));
  await make(join(workspace, FILE));
  return workspace;
}

describe.concurrent('an exceptions file that is not a small regular file', () => {
  it.each(CASES)('the command line: $what exits 2 before any request, naming the file', async ({ make, why }) => {
    const sb = await sandbox();
    const cwd = await workspaceWith(make);
    const run = await runCli(
      ['--base-url', sb.url, '--projects', REPOSITORY],
      { ...ciEnvironment('generic', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
      { cwd, killAfterMs: KILL_AFTER_MS },
    );
    expect(run.signal, 'the run ended on its own').toBeNull();
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout.split('\n')[0]).toBe(
      `findings-gate: ERROR, could not judge (configuration failed): --exceptions-file is '${FILE}', and it cannot be read: ${why}. ${
        why.startsWith('it is larger')
          ? 'Keep the exceptions file to 1 MiB at most.'
          : 'Put the exceptions file itself at that path, as a regular file.'
      }`,
    );
    expect(sb.requests).toEqual([]);
  });

  it.each(CASES)('the action: $what exits 1 before any request, naming the file, in flat memory', async ({ make, why }) => {
    const sb = await sandbox();
    const cwd = await workspaceWith(make);
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, projects: REPOSITORY },
      cwd,
      killAfterMs: KILL_AFTER_MS,
    });
    expect(run.signal, 'the run ended on its own').toBeNull();
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(annotations(run, 'error')).toEqual([
      expect.stringContaining(`findings-gate could not decide: Input 'exceptions-file' is '${FILE}', and it cannot be read: ${why}.`),
    ]);
    expect(sb.requests).toEqual([]);
    if (run.peakRssBytes !== undefined) expect(run.peakRssBytes).toBeLessThan(200 * MiB);
  });

  it('a folder of the path that is a symbolic link: the command line refuses it as a link', async () => {
    const sb = await sandbox();
    const cwd = await folder('findings-gate-workspace-');
    const elsewhere = await folder('findings-gate-outside-');
    await writeFile(join(elsewhere, 'findings-gate-exceptions.yml'), VALID);
    await symlink(elsewhere, join(cwd, '.github'));
    const run = await runCli(
      ['--base-url', sb.url, '--projects', REPOSITORY],
      { ...ciEnvironment('generic', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
      { cwd, killAfterMs: KILL_AFTER_MS },
    );
    expect(run.signal).toBeNull();
    expect(run.code).toBe(2);
    expect(run.stdout.split('\n')[0]).toContain(
      `--exceptions-file is '${FILE}', and it cannot be read: a folder of its path is a symbolic link, and only a regular file is read.`,
    );
    expect(sb.requests).toEqual([]);
  });

  it('a tagged value in the exceptions file: the command line refuses it with file:line and why, before any request', async () => {
    const sb = await sandbox();
    const cwd = await workspaceWith((path) => writeFile(path, VALID.replace('reason: accepted', 'reason: !!binary YWNjZXB0ZWQ= accepted')));
    const run = await runCli(
      ['--base-url', sb.url, '--projects', REPOSITORY],
      { ...ciEnvironment('generic', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
      { cwd, killAfterMs: KILL_AFTER_MS },
    );
    expect(run.code).toBe(2);
    expect(run.stdout.split('\n')[0]).toBe(
      `findings-gate: ERROR, could not judge (configuration failed): ${FILE}:3: the tag '!!binary' changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
    );
    expect(sb.requests).toEqual([]);
  });
});
