// The config of a run: the inputs parsed (config/index.ts), bounded first by the organisation's policy
// file when config-file names one (config/policy.ts, loaded only then: it holds the YAML parser and the
// fetching of another repository's file).
import { type Config, parseConfig } from './index.ts';
import { type Env, type Inputs, readInput } from './inputs.ts';
import { listOffWarnings } from './platform.ts';
import type { PolicyContext, PolicyNote } from './policy.ts';

export type { PolicyNote } from './policy.ts';

/** Parses the inputs into a Config, under the policy file when there is one; throws ConfigError. `startedAt`: when the run began (its deadline counts from it). */
export async function loadConfig(
  inputs: Inputs,
  env: Env,
  now: Date,
  context: PolicyContext,
  startedAt: number,
): Promise<{ config: Config; notes: PolicyNote[] }> {
  const loaded =
    readInput(inputs, 'config-file') === ''
      ? { config: parseConfig(inputs, env, now, context), notes: [] }
      : await (await import('./policy.ts')).configWithPolicy(inputs, env, now, context, startedAt);
  // What list-findings false leaves unjudged is said, never passed over quietly.
  const warnings = listOffWarnings(loaded.config).map((text): PolicyNote => ({ level: 'warning', text }));
  return { config: loaded.config, notes: [...loaded.notes, ...warnings] };
}
