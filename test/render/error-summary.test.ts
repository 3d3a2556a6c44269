// The job summary of a run that could not decide (src/render/error-summary.ts): what failed, what to do,
// whether on-api-error keeps the job going. Its escaping of hostile strings is tested beside the verdict's
// summary (test/render/summary.test.ts).
import { describe, expect, it } from 'vitest';
import { renderErrorSummary } from '../../src/render/error-summary.ts';

describe('renderErrorSummary', () => {
  it('says what failed and what to do', () => {
    const md = renderErrorSummary({
      operation: 'fetch the findings report',
      message: 'HTTP 401 Unauthorized',
      onApiError: 'fail',
      elapsedMs: 420,
      requests: 1,
      deploymentId: '42',
    });
    expect(md.split('\n')[0]).toBe('## ❌ findings-gate: error');
    expect(md).toContain('**fetch the findings report** failed.');
    expect(md).toContain('> HTTP 401 Unauthorized');
    expect(md).toContain('`api-token`');
    expect(md).toContain('Deployment id 42. Took 420 ms, 1 API request.');
  });

  it('says the job is not failed under on-api-error: warn', () => {
    const md = renderErrorSummary({ message: 'timed out after 300 s', onApiError: 'warn', elapsedMs: 300_000, requests: 12 });
    expect(md.split('\n')[0]).toBe('## ⚠️ findings-gate: error (on-api-error: warn, the job is not failed)');
    expect(md).toContain('re-run the job');
    expect(md).not.toContain('Set `on-api-error`');
  });

  it('says where a token set as a secret is withheld, for a run given none (trial7: the advice was a filler line)', () => {
    const md = renderErrorSummary({
      operation: 'configuration',
      message: 'No API token: set the api-token input or the SEMGREP_APP_TOKEN environment variable.',
      onApiError: 'fail',
      apiFailure: false,
      elapsedMs: 5,
      requests: 0,
    });
    expect(md).toContain('a pull request from a fork or from Dependabot gets none of the repository');
    expect(md).not.toContain('Read the message above');
  });
});
