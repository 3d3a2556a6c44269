// The command line's host in every CI but GitHub (src/host/text.ts): the log in each CI's words, every
// line through the run's mask, Azure's output variables, the commit wait-for-scan waits for, and the
// exit status and last line of each ending. Its stdout and stderr are plain functions that keep what
// they are given.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.ts';
import { ciContext } from '../../src/host/detect.ts';
import { textHost } from '../../src/host/text.ts';
import type { CiName, Host } from '../../src/host/types.ts';

const TOKEN = 'sgp_0123456789abcdef0123456789';

/** A text host in `ci` with `env`, and what it wrote to stdout and stderr. */
function hostIn(ci: CiName, env: Record<string, string> = {}): { host: Host; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const host = textHost({
    context: ciContext(ci, env),
    inputs: { 'api-token': TOKEN },
    files: {},
    inputWords: (error) => `--${error.input}: ${error.message}`,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    env,
  });
  host.setSecret(TOKEN);
  return { host, out, err };
}

const exitCode = process.exitCode;
afterEach(() => {
  process.exitCode = exitCode;
});

describe('textHost: the log in each CI', () => {
  it('writes plain lines on stderr in a generic CI, a warning and a notice named, and no debug line', () => {
    const { host, out, err } = hostIn('generic');
    host.info('reading');
    host.debug('details');
    host.notice('note this');
    host.warning('careful');
    expect(err).toEqual(['reading\n', 'notice: note this\n', 'warning: careful\n']);
    expect(out).toEqual([]);
  });

  it("writes Azure's debug lines and warnings as logging commands on stdout", () => {
    const { host, out, err } = hostIn('azure');
    host.info('reading');
    host.debug('details');
    host.warning('careful');
    expect(err).toEqual(['reading\n']);
    expect(out).toEqual(['##[debug]details\n', '##vso[task.logissue type=warning]careful\n']);
  });

  it('masks the token in every line, and keeps a line from starting a command of the CI', () => {
    const { host, out, err } = hostIn('azure');
    host.info(`token ${TOKEN}`);
    host.warning(`token ${TOKEN}`);
    host.info('##vso[task.complete result=Succeeded]');
    for (const line of [...out, ...err]) expect(line).not.toContain(TOKEN);
    expect(err[0]).toBe('token [redacted]\n');
    expect(err[1]).not.toMatch(/^##vso/);
  });

  it("wraps a group in GitLab's collapsed section, Azure's group, or a titled line elsewhere, and ends it when its work throws", async () => {
    const gitlab = hostIn('gitlab');
    await expect(
      gitlab.host.group('Fetching the report', async () => {
        gitlab.host.info('inside');
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(gitlab.err).toHaveLength(3);
    expect(gitlab.err[0]).toMatch(
      /^\u001b\[0Ksection_start:\d+:findings_gate_1_fetching_the_report\[collapsed=true\]\r\u001b\[0KFetching the report\n$/,
    );
    expect(gitlab.err[1]).toBe('inside\n');
    expect(gitlab.err[2]).toMatch(/^\u001b\[0Ksection_end:\d+:findings_gate_1_fetching_the_report\r\u001b\[0K\n$/);

    const azure = hostIn('azure');
    expect(await azure.host.group('Resolving', async () => 7)).toBe(7);
    expect(azure.out).toEqual(['##[group]Resolving\n', '##[endgroup]\n']);

    const jenkins = hostIn('jenkins');
    await jenkins.host.group('Resolving', async () => undefined);
    expect(jenkins.err).toEqual(['== Resolving\n']);
  });

  it("numbers GitLab's sections, so two groups of one title are two sections, and keeps a name GitLab accepts", async () => {
    const { host, err } = hostIn('gitlab');
    await host.group('A title: with *stars* and a very long tail that goes on and on and on', async () => undefined);
    await host.group('A title: with *stars* and a very long tail that goes on and on and on', async () => undefined);
    const names = err.map((line) => /section_(?:start|end):\d+:([^[\r]+)/.exec(line)?.[1]);
    expect(names[0]).toBe('findings_gate_1_a_title_with_stars_and_a_very_long_tail_');
    expect(names[2]).toBe('findings_gate_2_a_title_with_stars_and_a_very_long_tail_');
    for (const name of names) expect(name).toMatch(/^[a-z0-9_.-]+$/);
  });
});

describe('textHost: outputs, files, the commit', () => {
  it('keeps every output, in the order each was first set, with its last value, and writes nothing for it (the sinks do)', () => {
    for (const ci of ['azure', 'gitlab'] as const) {
      const { host, out, err } = hostIn(ci);
      host.setOutput('result', 'error');
      host.setOutput('total-findings', 3);
      host.setOutput('result', 'pass');
      expect([...host.outputs()]).toEqual([
        ['result', 'pass'],
        ['total-findings', '3'],
      ]);
      expect([...out, ...err]).toEqual([]);
    }
  });

  it('masks what it is asked to mask, the token and a URL cut to its origin and path', () => {
    const { host } = hostIn('generic');
    expect(host.mask(`a ${TOKEN} b https://user:pw@example.com/path?q=1`)).toBe('a [redacted] b https://example.com/path');
  });

  it('gives the inputs and the words of a configuration error as the command line was given them', () => {
    const { host } = hostIn('generic');
    expect(host.inputs()).toEqual({ 'api-token': TOKEN });
    expect(host.inputWords(new ConfigError('projects', "Input 'projects' is wrong"))).toBe("--projects: Input 'projects' is wrong");
    expect(host.errorExitCode).toBe(2);
  });

  it("waits for the CI's commit, in lower case, and refuses one that is not a sha or not set, naming the variable", async () => {
    expect(await hostIn('gitlab', { CI_COMMIT_SHA: 'ABC1234' }).host.headCommit()).toBe('abc1234');
    await expect(hostIn('gitlab', { CI_COMMIT_SHA: 'main' }).host.headCommit()).rejects.toThrow(
      "Input 'wait-for-scan' is true, but CI_COMMIT_SHA is not a commit sha (gitlab): set wait-for-scan to the commit sha to wait for.",
    );
    const unset = hostIn('jenkins').host.headCommit();
    await expect(unset).rejects.toBeInstanceOf(ConfigError);
    await expect(unset).rejects.toThrow('but GIT_COMMIT is not set (jenkins)');
    await expect(hostIn('generic').host.headCommit()).rejects.toThrow(
      "Input 'wait-for-scan' is true, but no variable of this CI names the commit (generic): set wait-for-scan to the commit sha to wait for.",
    );
  });
});

describe('textHost: how a run ends', () => {
  it('exits 0 on a pass, and writes no last line', () => {
    const { host, out, err } = hostIn('generic');
    host.end({ kind: 'pass' });
    expect(process.exitCode).toBe(0);
    expect([...out, ...err]).toEqual([]);
  });

  it('exits 1 on a failure judged in mode enforce, 0 in mode warn, with the headline as the last line', () => {
    const enforced = hostIn('gitlab');
    enforced.host.end({ kind: 'findings', headline: '2 high findings', enforce: true });
    expect(process.exitCode).toBe(1);
    expect(enforced.err).toEqual(['error: 2 high findings (details above)\n']);

    const warned = hostIn('gitlab');
    warned.host.end({ kind: 'findings', headline: '2 high findings', enforce: false });
    expect(process.exitCode).toBe(0);
    expect(warned.err).toEqual(['warning: 2 high findings (details above); mode is warn, so the job is not failed\n']);
  });

  it('exits 2 when the gate could not judge, 0 when on-api-error softens it', () => {
    const failed = hostIn('jenkins');
    failed.host.end({ kind: 'error', message: 'the API did not answer', soften: false });
    expect(process.exitCode).toBe(2);
    expect(failed.err).toEqual(['error: the API did not answer\n']);

    const softened = hostIn('jenkins');
    softened.host.end({ kind: 'error', message: 'the API did not answer', soften: true });
    expect(process.exitCode).toBe(0);
    expect(softened.err).toEqual(['warning: the API did not answer\n']);
  });

  it('ends an Azure run with a log issue, and a softened one as succeeded with issues', () => {
    const failed = hostIn('azure');
    failed.host.end({ kind: 'findings', headline: '2 high findings', enforce: true });
    expect(process.exitCode).toBe(1);
    expect(failed.out).toEqual(['##vso[task.logissue type=error]2 high findings (details above)\n']);

    const softened = hostIn('azure');
    softened.host.end({ kind: 'error', message: `no answer for ${TOKEN}`, soften: true });
    expect(process.exitCode).toBe(0);
    expect(softened.out).toEqual([
      '##vso[task.logissue type=warning]no answer for [redacted]\n',
      '##vso[task.complete result=SucceededWithIssues]no answer for [redacted]\n',
    ]);
  });
});
