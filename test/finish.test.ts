// How a run ends (src/finish.ts), on plain values and a real text host: a decided verdict and an error go
// through the sinks in order, each bounded, a failure or a hang of one only a warning; the exit status and
// `result` stay what was decided.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bounded, type Decided, type Final, finishError, finishVerdict, heldBy, type Undecided } from '../src/finish.ts';
import type { Host, Sink } from '../src/host/types.ts';
import { gateDataOf, tallyOf, verdictOf } from './support/builders.ts';
import { configOf } from './support/fixtures.ts';
import { hostOf, keepRunState, TOKEN } from './support/jenkins-host.ts';

keepRunState();

/** What a run decided on plain values: two high code findings of acme/api, failing at high (mode enforce unless said). */
function decidedOf(mode: 'enforce' | 'warn' = 'enforce', result: 'fail' | 'pass' = 'fail'): Decided {
  const config = configOf({ projects: ['acme/api'], mode });
  const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.high': result === 'fail' ? 2 : 0 })] });
  const verdict = verdictOf(config, data, result === 'fail' ? [{ kind: 'severity', text: '2 high findings' }] : []);
  return { config, data, verdict };
}

/** Sinks that say, in `seen`, when each of their parts ran; `behave` makes one of them fail or hang. */
function recordingSinks(seen: string[], names: readonly string[], behave: Record<string, 'throws' | 'hangs'> = {}): Sink[] {
  const act = async (name: string, part: string): Promise<void> => {
    seen.push(`${name} ${part}`);
    if (behave[name] === 'throws') throw new Error(`${name} broke`);
    if (behave[name] === 'hangs') await new Promise(() => undefined);
  };
  return names.map((name) => ({
    name,
    verdict: () => act(name, 'verdict'),
    error: () => act(name, 'error'),
    ending: async () => void seen.push(`${name} ending`),
  }));
}

const FACTS = { elapsedMs: 12, requests: 3 };

/** The host's end, recorded in `seen` after it ran. */
function recordEnd(host: Host, seen: string[]): Host {
  const end = host.end.bind(host);
  return {
    ...host,
    end: (ending) => {
      end(ending);
      seen.push(`end ${ending.kind}`);
    },
  };
}

describe('finishVerdict', () => {
  it("runs each sink's verdict in order, then each ending, then the host's end, with result set before any sink", async () => {
    const seen: string[] = [];
    const { host, err } = hostOf();
    const resultAt: (string | undefined)[] = [];
    const sinks = recordingSinks(seen, ['a', 'b', 'c']);
    sinks.unshift({ name: 'first', verdict: async ({ verdict }) => void resultAt.push(verdict.result, host.outputs().get('result')) });
    // A sink with an ending only: nothing to show of the verdict, and its ending given the host and its time.
    sinks.push({ name: 'last', ending: async (io) => void seen.push(`last ending ${io.timeoutMs} ${io.host.outputs().get('result')}`) });
    const final: Final = {};
    await finishVerdict(recordEnd(host, seen), sinks, decidedOf(), FACTS, final);
    expect(seen).toEqual([
      'a verdict',
      'b verdict',
      'c verdict',
      'a ending',
      'b ending',
      'c ending',
      'last ending 30000 fail',
      'end findings',
    ]);
    expect(resultAt).toEqual(['fail', 'fail']);
    expect(final).toEqual({ ending: { kind: 'findings', headline: expect.any(String), enforce: true }, ended: true, closed: true });
    expect(process.exitCode).toBe(1);
    expect(err.join('')).not.toContain('warning');
  });

  it('keeps the verdict when a sink fails: a warning names it, the next sinks run, the exit status and result stay the verdict', async () => {
    const seen: string[] = [];
    const { host, err } = hostOf();
    await finishVerdict(host, recordingSinks(seen, ['a', 'b', 'c'], { b: 'throws' }), decidedOf(), FACTS, {});
    expect(seen).toEqual(['a verdict', 'b verdict', 'c verdict', 'a ending', 'b ending', 'c ending']);
    expect(err.join('')).toContain('warning: findings-gate could not write b: b broke. The verdict stands.\n');
    expect(host.outputs().get('result')).toBe('fail');
    expect(process.exitCode).toBe(1);
  });

  it('leaves a sink that hangs past its time with a warning, runs the rest, and ends as the verdict', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    process.env.FINDINGS_GATE_PUBLISH_TIMEOUT_MS = '2000';
    const seen: string[] = [];
    const { host, err } = hostOf();
    const final: Final = {};
    const done = finishVerdict(host, recordingSinks(seen, ['a', 'b', 'c'], { b: 'hangs' }), decidedOf('enforce', 'pass'), FACTS, final);
    // The sink has its 2 s and one more to say why itself: not left before that, left after it.
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen).toEqual(['a verdict', 'b verdict']);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen).toEqual(['a verdict', 'b verdict', 'c verdict', 'a ending', 'b ending', 'c ending']);
    expect(err.join('')).toContain('warning: findings-gate did not finish b within 2 s: it is left out. The verdict stands.\n');
    expect(final).toMatchObject({ ending: { kind: 'pass' }, ended: true, left: true });
    expect(host.outputs().get('result')).toBe('pass');
    expect(process.exitCode).toBe(0);
  });

  it('ends a failure judged in mode warn with exit 0, result fail', async () => {
    const { host } = hostOf();
    const final: Final = {};
    await finishVerdict(host, [], decidedOf('warn'), FACTS, final);
    expect(final.ending).toMatchObject({ kind: 'findings', enforce: false });
    expect(host.outputs().get('result')).toBe('fail');
    expect(process.exitCode).toBe(0);
  });
});

describe('heldBy', () => {
  const config = configOf({ projects: ['acme/api'], timeoutSeconds: 12 });

  it("names the gate's own work where the main thread was busy more than half the run, never softened", () => {
    expect(heldBy(config, 5000, 0.51)).toEqual({
      message:
        "the run's deadline of 12 s was reached, and 5 s later the run had not ended: the gate's own work held it (its main thread busy 51% of the run); on-api-error: warn does not soften it",
      waited: false,
    });
  });

  it('names a wait on the API where it was mostly idle (attack37 P1), at half and below', () => {
    for (const busy of [0, 0.02, 0.5]) {
      const held = heldBy(config, 5000, busy);
      expect(held.waited).toBe(true);
      expect(held.message).toContain(`a request to the API was still waiting (its main thread busy ${Math.round(busy * 100)}% of the run)`);
    }
  });
});

describe('bounded', () => {
  it('runs the work once and says nothing when it finishes in time', async () => {
    const { host, err } = hostOf();
    const final: Final = {};
    let runs = 0;
    await bounded(host, 'the thing', 1000, async () => void runs++, final);
    expect(runs).toBe(1);
    expect(final).toEqual({});
    expect(err).toEqual([]);
  });

  it("masks the failure's message in its warning, and escapes it for the log", async () => {
    const { host, err } = hostOf();
    await bounded(
      host,
      'the thing',
      1000,
      async () => {
        throw new Error(`refused ${TOKEN}\n::error::forged`);
      },
      {},
    );
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^warning: findings-gate could not write the thing: refused \[redacted\]/);
    expect(err[0]).not.toContain('\n::');
  });
});

const UNDECIDED: Undecided = { message: 'report: HTTP 503: unavailable', apiFailure: true, operation: 'report', deploymentId: '4242' };

describe('finishError', () => {
  it("runs each sink's error in order, then each ending; exit 2, result error, the deployment named", async () => {
    const seen: string[] = [];
    const { host, err } = hostOf();
    const final: Final = {};
    const sinks = [...recordingSinks(seen, ['a', 'b']), { name: 'verdict only', verdict: async () => void seen.push('verdict only') }];
    await finishError(recordEnd(host, seen), sinks, {}, UNDECIDED, FACTS, final);
    expect(seen).toEqual(['a error', 'b error', 'a ending', 'b ending', 'end error']);
    expect(err.join('')).not.toContain('warning');
    expect([...host.outputs()]).toEqual([
      ['deployment-id', '4242'],
      ['result', 'error'],
    ]);
    expect(final.ending).toEqual({
      kind: 'error',
      soften: false,
      message: 'findings-gate could not decide: report: HTTP 503: unavailable',
    });
    expect(err.at(-1)).toBe('error: findings-gate could not decide: report: HTTP 503: unavailable\n');
    expect(process.exitCode).toBe(2);
  });

  it("hands each sink the error as it is known: on-api-error, the run's facts, the settings read, the run's link", async () => {
    const { host } = hostOf({}, {}, { BUILD_URL: 'https://ci.example/job/7/' });
    const config = configOf({ onApiError: 'warn' });
    const given: unknown[] = [];
    await finishError(host, [{ name: 's', error: async (error) => void given.push(error) }], {}, { ...UNDECIDED, config }, FACTS, {});
    expect(given).toEqual([
      {
        message: UNDECIDED.message,
        operation: 'report',
        deploymentId: '4242',
        onApiError: 'warn',
        apiFailure: true,
        elapsedMs: 12,
        requests: 3,
        runUrl: 'https://ci.example/job/7/',
        config,
      },
    ]);
    const shown: unknown[] = [];
    await finishVerdict(host, [{ name: 's', verdict: async (input) => void shown.push(input.runUrl) }], decidedOf(), FACTS, {});
    expect(shown).toEqual(['https://ci.example/job/7/']);
    const bare: unknown[] = [];
    await finishError(
      hostOf().host,
      [{ name: 's', error: async (error) => void bare.push(error) }],
      {},
      { message: 'm', apiFailure: false },
      FACTS,
      {},
    );
    expect(bare).toEqual([{ message: 'm', onApiError: 'fail', apiFailure: false, elapsedMs: 12, requests: 3 }]);
  });

  it('softens an API failure when on-api-error is warn (from the settings, else the input): exit 0, result error, a warning', async () => {
    const fromConfig = hostOf();
    await finishError(fromConfig.host, [], {}, { ...UNDECIDED, config: configOf({ onApiError: 'warn' }) }, FACTS, {});
    expect(process.exitCode).toBe(0);
    expect(fromConfig.host.outputs().get('result')).toBe('error');
    expect(fromConfig.err.at(-1)).toBe(
      'warning: findings-gate could not decide (on-api-error: warn, the job goes on): report: HTTP 503: unavailable\n',
    );
    const fromInput = hostOf();
    const final: Final = {};
    await finishError(fromInput.host, [], { 'on-api-error': 'warn' }, UNDECIDED, FACTS, final);
    expect(final.ending).toMatchObject({ soften: true });
    expect(process.exitCode).toBe(0);
  });

  it('never softens what the API did not cause, whatever on-api-error says', async () => {
    const { host } = hostOf();
    const final: Final = {};
    const mistake = {
      message: "Input 'mode' is wrong.",
      apiFailure: false,
      operation: 'configuration',
      config: configOf({ onApiError: 'warn' }),
    };
    await finishError(host, [], { 'on-api-error': 'warn' }, mistake, FACTS, final);
    expect(final.ending).toMatchObject({ soften: false });
    expect(process.exitCode).toBe(2);
  });

  it('keeps the error when a sink fails: a warning, the exit status still 2', async () => {
    const seen: string[] = [];
    const { host, err } = hostOf();
    await finishError(host, recordingSinks(seen, ['a', 'b'], { a: 'throws' }), {}, UNDECIDED, FACTS, {});
    expect(seen).toEqual(['a error', 'b error', 'a ending', 'b ending']);
    expect(err.join('')).toContain('warning: findings-gate could not write a: a broke. The verdict stands.');
    expect(process.exitCode).toBe(2);
  });
});

describe('armWatchdog', () => {
  /** Runs a decided FAIL whose sink's ending never ends (or an error whose sink's error never ends), the watchdog armed at once: its exit code and output. */
  function watchdogRun(path: 'verdict' | 'error' | 'busy' = 'verdict'): Promise<{ code: number | null; out: string }> {
    const at = (path: string) => JSON.stringify(resolve(import.meta.dirname, path));
    const script = `
      import { armWatchdog, finishError, finishVerdict } from ${at('../src/finish.ts')};
      import { ciContext } from ${at('../src/host/detect.ts')};
      import { textHost } from ${at('../src/host/text.ts')};
      import { gateDataOf, tallyOf, verdictOf } from ${at('./support/builders.ts')};
      import { configOf } from ${at('./support/fixtures.ts')};
      const host = textHost({ context: ciContext('jenkins', {}), inputs: {}, files: {}, inputWords: (e) => e.message,
        stdout: (t) => process.stdout.write(t + '\\n'), stderr: (t) => process.stderr.write(t + '\\n'), env: {} });
      const config = configOf({ projects: ['acme/api'], timeoutSeconds: 0, onApiError: ${path === 'busy' ? "'warn'" : "'fail'"} });
      const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.high': 2 })] });
      const verdict = verdictOf(config, data, [{ kind: 'severity', text: '2 high findings' }]);
      // An ending that never ends, and holds the process as a file system that hangs would.
      const hang = () => new Promise(() => setInterval(() => undefined, 1000));
      const stuck = ${path === 'verdict'} ? { name: 'the stuck file', ending: hang } : { name: 'the stuck note', error: hang };
      const final = {};
      armWatchdog(host, config, [stuck], final);
      // Undecided, busy with its own work a piece at a time (timers run between the pieces), as a run redacting long answers.
      if (${path === 'busy'}) setInterval(() => { for (const end = Date.now() + 50; Date.now() < end; ); }, 0);
      else if (${path === 'verdict'}) await finishVerdict(host, [stuck], { config, data, verdict }, { elapsedMs: 1, requests: 1 }, final);
      else await finishError(host, [stuck], {}, { message: 'report: HTTP 503: unavailable', operation: 'report', config, apiFailure: true }, { elapsedMs: 1, requests: 1 }, final);
    `;
    return new Promise((done) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, FINDINGS_GATE_WATCHDOG_GRACE_MS: '300', FINDINGS_GATE_PUBLISH_TIMEOUT_MS: '60000' },
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        done({ code, out });
      });
    });
  }

  it("ends a decided FAIL whose sinks' endings are still out with the FAIL's exit status, never 0 (the host's end was left for after them)", async () => {
    const run = await watchdogRun();
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(
      /^warning: the run's deadline of 0 s was reached while the run was ending: what was not written is left out\. The verdict stands\.$/m,
    );
    expect(run.out).toMatch(/^error: findings-gate failed: 2 high findings/m);
  }, 30_000);

  it('says the error, not a verdict, was being published when the deadline comes on the error path (attack13 M-a)', async () => {
    const run = await watchdogRun('error');
    expect(run.code, run.out).toBe(2);
    expect(run.out).toMatch(
      /^warning: the run's deadline of 0 s was reached while the error was being published: what was not written is left out\.$/m,
    );
    expect(run.out).not.toContain('verdict');
  }, 30_000);

  it("ends a run still undecided past the deadline's grace as the gate's own error, which on-api-error: warn does not soften (attack19 H2)", async () => {
    // A main thread busy most of the run: what holds it past the deadline is the gate's own work. Before attack19 H2, exit 0 under warn.
    const run = await watchdogRun('busy');
    expect(run.code, run.out).toBe(2);
    expect(run.out).toMatch(
      /^error: findings-gate could not decide: the run's deadline of 0 s was reached, and 0\.3 s later the run had not ended: the gate's own work held it \(its main thread busy \d+% of the run\); on-api-error: warn does not soften it$/m,
    );
  }, 30_000);
});
