// A real text host (Jenkins) whose log is kept for the test, and the run state a test of a whole run
// touches, put back after each test: shared by test/main.test.ts and test/finish.test.ts.
import { afterEach, beforeEach, vi } from 'vitest';
import { ciContext } from '../../src/host/detect.ts';
import { textHost } from '../../src/host/text.ts';
import type { CliFiles, Host } from '../../src/host/types.ts';

/** The token every such host masks. */
export const TOKEN = 'sgp_0123456789abcdef0123456789';

/** Each test sets the exit status and the environment a run reads (the publication's time, the token); both are put back after it. */
export function keepRunState(): void {
  const exitCode = process.exitCode;
  const saved = { ...process.env };
  const touched = ['FINDINGS_GATE_PUBLISH_TIMEOUT_MS', 'SEMGREP_APP_TOKEN'];
  beforeEach(() => {
    for (const name of touched) delete process.env[name];
  });
  afterEach(() => {
    process.exitCode = exitCode;
    vi.useRealTimers();
    for (const name of touched) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}

/** A text host of Jenkins with `inputs`, and what it wrote to stdout and stderr. */
export function hostOf(
  inputs: Record<string, string> = {},
  files: CliFiles = {},
  env: Record<string, string> = {},
): { host: Host; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const host = textHost({
    context: ciContext('jenkins', env),
    inputs,
    files,
    inputWords: (error) => `in the command line's words: ${error.message}`,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    env,
  });
  host.setSecret(TOKEN);
  return { host, out, err };
}
