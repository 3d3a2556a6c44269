// Transport settings a test or an operator may tune through the environment; not inputs of the action.
import type { Env } from './inputs.ts';

/** The tuning knobs, each in its unit; absent ones take the client's default. */
export interface Tuning {
  requestTimeoutMs?: number;
  retryMinDelayMs?: number;
  maxRetryAfterMs?: number;
  maxPages?: number;
  /** Largest successful answer read, in bytes (default 64 MiB). */
  maxResponseBytes?: number;
  /** wait-for-scan: the first interval between polls, and the longest. */
  scanPollMinMs?: number;
  scanPollMaxMs?: number;
  /** The longest each publication after the verdict (a comment, a note, a file) may take, from its own start (default 30 s). */
  publishTimeoutMs?: number;
  /** How long past the run's deadline the watchdog waits before it ends the run (default 5 s). */
  watchdogGraceMs?: number;
  /** The least busy time that makes a deadline the gate's own, never softened (default 10 s: api/errors.ts OWN_WORK_MIN_MS). */
  ownWorkMinMs?: number;
}

/** The environment variable of each tuning knob (documented in CONTRIBUTING.md). */
export const TUNING_VARIABLES = Object.freeze({
  requestTimeoutMs: 'FINDINGS_GATE_REQUEST_TIMEOUT_MS',
  retryMinDelayMs: 'FINDINGS_GATE_RETRY_MIN_DELAY_MS',
  maxRetryAfterMs: 'FINDINGS_GATE_MAX_RETRY_AFTER_MS',
  maxPages: 'FINDINGS_GATE_MAX_PAGES',
  maxResponseBytes: 'FINDINGS_GATE_MAX_RESPONSE_BYTES',
  scanPollMinMs: 'FINDINGS_GATE_SCAN_POLL_MIN_MS',
  scanPollMaxMs: 'FINDINGS_GATE_SCAN_POLL_MAX_MS',
  publishTimeoutMs: 'FINDINGS_GATE_PUBLISH_TIMEOUT_MS',
  watchdogGraceMs: 'FINDINGS_GATE_WATCHDOG_GRACE_MS',
  ownWorkMinMs: 'FINDINGS_GATE_OWN_WORK_MIN_MS',
}) satisfies Readonly<Record<keyof Tuning, string>>;

/** Reads the tuning knobs: each a whole number from 1 to 2147483647; anything else is ignored (the client's default applies). */
export function parseTuning(env: Env): Tuning {
  const tuning: Tuning = {};
  for (const [field, variable] of Object.entries(TUNING_VARIABLES) as [keyof Tuning, string][]) {
    const value = (env[variable] ?? '').trim();
    if (!/^[0-9]{1,10}$/.test(value)) continue;
    const number = Number(value);
    if (number >= 1 && number <= 2_147_483_647) tuning[field] = number;
  }
  return tuning;
}
