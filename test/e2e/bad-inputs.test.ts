// End to end: each kind of bad input, through the real process. The gate refuses to decide before any
// request: result=error, one one-line annotation naming the input and what it accepts, no stack trace.
import { describe, expect, it } from 'vitest';
import { ERROR_PREFIX, expectErrorRun, expectWellBehaved, gate, sandbox } from './support.ts';

/** [what is wrong, the inputs, the message after ERROR_PREFIX]. Each message names the input at fault. */
const BAD_INPUTS: readonly [string, Record<string, string>, RegExp][] = [
  [
    'an unknown fail-on-severity',
    { 'fail-on-severity': 'urgent' },
    /^Input 'fail-on-severity' is 'urgent': use one of critical, high, medium, low, none\.$/,
  ],
  ['a thresholds line without a number', { thresholds: 'total=10\nhigh=lots' }, /^Input 'thresholds' has 'high=lots': .*whole number/],
  ['a thresholds key that is not a count', { thresholds: 'severe=1' }, /^Input 'thresholds' has key 'severe'/],
  [
    'a since that is no date or duration',
    { since: 'yesterday' },
    /^Input 'since' is 'yesterday': use an ISO-8601 date .* or a duration back from now/,
  ],
  [
    'a since after until',
    { since: '2026-10-02', until: '2026-10-01' },
    /^Input 'since' \(2026-10-02T00:00:00.000Z\) is after input 'until'/,
  ],
  ['no token at all', { 'api-token': '' }, /^No API token: set the api-token input or the SEMGREP_APP_TOKEN environment variable\.$/],
  [
    'a base-url that is not http(s)',
    { 'base-url': 'ftp://semgrep.dev' },
    /^Input 'base-url' is 'ftp:\/\/semgrep\.dev': use an http or https URL/,
  ],
  ['a plain-http base-url off this machine', { 'base-url': 'http://semgrep.example' }, /base-url must use https:/],
  ['an unknown mode', { mode: 'strict' }, /^Input 'mode' is 'strict': use one of enforce, warn\.$/],
  ['an unknown finding type', { 'finding-types': 'code,iac' }, /^Input 'finding-types' has 'iac': use one of code, sca, secrets/],
  ['a project pattern', { projects: 'acme/*' }, /^Input 'projects' has 'acme\/\*': patterns are not supported/],
  ['a timeout of zero', { 'timeout-seconds': '0' }, /^Input 'timeout-seconds' is '0': use a whole number of seconds from 1 to 3600\.$/],
];

describe.concurrent('each bad input', () => {
  it.each(BAD_INPUTS)('%s: result=error, exit 1, one ::error:: naming it, no request sent', async (_, inputs, detail) => {
    const sb = await sandbox();
    const run = await gate(sb, { projects: 'acme/payments-api', ...inputs });

    expectWellBehaved(run, inputs['api-token'] ?? sb.tokens.demo);
    expectErrorRun(run, 'fail', detail);
    expect(sb.requests).toEqual([]);
  });

  it.each(BAD_INPUTS)(
    "%s, with on-api-error: warn: still result=error and exit 1, since a configuration error is not the API's",
    async (_, inputs, detail) => {
      const sb = await sandbox();
      const run = await gate(sb, { projects: 'acme/payments-api', 'on-api-error': 'warn', ...inputs });

      expectWellBehaved(run, inputs['api-token'] ?? sb.tokens.demo);
      expectErrorRun(run, 'fail', detail);
      expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
      expect(sb.requests).toEqual([]);
    },
  );

  it('an unknown on-api-error fails closed', async () => {
    const sb = await sandbox();
    const run = await gate(sb, { 'on-api-error': 'ignore' });

    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', /^Input 'on-api-error' is 'ignore': use one of fail, warn\.$/);
  });

  it('a base-url carrying credentials is refused without quoting them', async () => {
    const sb = await sandbox();
    const run = await gate(sb, { 'base-url': 'https://ci:hunter2-secret@semgrep.dev' });

    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', /^Input 'base-url' contains credentials/);
    expect(run.written).not.toContain('hunter2-secret');
  });

  it('the log of a bad input is the error alone', async () => {
    const sb = await sandbox();
    const run = await gate(sb, { 'fail-on-severity': 'urgent' });

    expect(run.stdout.split('\n').filter((line) => line !== '')).toEqual([
      `::add-mask::${sb.tokens.demo}`,
      `::error::${ERROR_PREFIX.fail}Input 'fail-on-severity' is 'urgent': use one of critical, high, medium, low, none.`,
    ]);
  });
});
