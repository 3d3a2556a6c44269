// The token never leaves, in whole or in part: a server that echoes it (whole, a 60-character prefix,
// upper-cased) in every string field of its answers gets it redacted where the answer is decoded, so no
// output holds any 8 consecutive characters of it: stdout, stderr, the outputs, the summary, the report
// file, the SARIF file and the dependency inventories.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectWellBehaved, gate, sandbox } from './support.ts';

const TOKEN = 'sgp_Echo7Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8Rs0Tu2Vw4Xy6Za8Bc0De2Fg4Hi6Jk8Lm0No2';
const VARIANTS = [TOKEN, TOKEN.slice(0, 60), TOKEN.toUpperCase()] as const;

/** Every 8-character run of the token that a text holds, case-insensitively. */
function runsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (let i = 0; i + 8 <= TOKEN.length; i++) {
    const run = TOKEN.slice(i, i + 8).toLowerCase();
    if (lower.includes(run)) found.push(run);
  }
  return found;
}

describe('a server that echoes the token', () => {
  it('never gets any 8 characters of it into an output', async () => {
    const [whole, prefix, upper] = VARIANTS;
    const dataset = datasetOf({
      deploymentName: `${upper} co`,
      tokens: { demo: TOKEN },
      projects: VARIANTS.map((variant, i) => ({ name: `acme/${variant}`, id: String(300 + i) })),
      findings: VARIANTS.map((variant) => ({
        project: `acme/${variant}`,
        product: 'code' as const,
        severity: 'high' as const,
        ruleId: variant,
      })),
      secrets: VARIANTS.map((variant) => ({
        repository: { name: `acme/${variant}`, url: `https://github.com/acme/${variant}`, scmType: variant, visibility: variant },
        status: 'open',
        validationState: 'confirmed_valid',
        type: `${variant} key`,
        findingPath: `src/${variant}.ts:3`,
        findingPathUrl: `https://github.com/acme/api/blob/main/${variant}`,
        ref: variant,
        refUrl: `https://github.com/acme/api/tree/${variant}`,
        ruleHashId: variant,
      })),
      dependencies: VARIANTS.map((variant) => ({
        project: `acme/${variant}`,
        name: `${variant}-pkg`,
        version: variant,
        licenses: [`GPL-${variant}`],
      })),
      scans: VARIANTS.map((variant) => ({
        project: `acme/${variant}`,
        commit: variant,
        startedMinutesAgo: 30,
        status: 'SCAN_STATUS_COMPLETED' as const,
      })),
    });
    expect(whole.length).toBeGreaterThan(60);
    expect(prefix).toHaveLength(60);
    const sb = await sandbox({ dataset });
    const dir = await temporaryFolder('findings-gate-echo-');
    const files = ['inventory.json', 'inventory.csv', 'inventory.cdx.json', 'results.sarif'].map((name) => join(dir, name));
    const written: string[] = [];
    for (const [inventory, sarif] of [
      [files[0], files[3]],
      [files[1], files[3]],
      [files[2], files[3]],
    ] as const) {
      const run = await runAction({
        inputs: {
          'api-token': TOKEN,
          'base-url': sb.url,
          projects: '*',
          'dependency-inventory': inventory ?? '',
          'sarif-file': sarif ?? '',
          'fail-on-blocked-licenses': 'true',
        },
        env: { GITHUB_REPOSITORY: `acme/${whole}` },
      });
      expect(
        run.outputs.result,
        run.stdout
          .split('\n')
          .filter((l) => l.startsWith('::error'))
          .join('\n'),
      ).toBe('fail');
      const withoutMask = run.written
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      written.push(withoutMask, await readFile(inventory ?? '', 'utf8'), await readFile(sarif ?? '', 'utf8'));
    }
    // The premise: the server did echo it, in every variant.
    expect(JSON.stringify(sb.requests.length)).not.toBe('0');
    for (const text of written) expect(runsOf(text)).toEqual([]);
    expect(written.join('\n')).toContain('[redacted]');
  });
});

// attack19 H1: redaction was quadratic in a string's length where the token showed only once decoded, and
// synchronous, so neither a request's timer nor the watchdog could end it: an identity answer of 180 KB
// held a run 53 s on a 10 s deadline, 300,000 characters about half an hour.
describe('an identity answer that holds the token in full-width letters, 300,000 characters of it', () => {
  it('is redacted in time linear in its length: the run ends with its verdict, before its deadline', async () => {
    const sb = await sandbox();
    const fullWidth = [...sb.tokens.demo].map((c) => String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0)).join('');
    const identity = `${fullWidth} `.repeat(Math.ceil(300_000 / (fullWidth.length + 1)));
    sb.inject('identity', { kind: 'rewrite', apply: (body) => ({ ...(body as object), identity }) });
    // The first request of the run: the rest of it waits on this answer's redaction.
    const run = await gate(sb, { projects: 'acme/payments-api', 'timeout-seconds': '20' });
    expect(sb.requests[0]?.route).toBe('identity');
    expect(identity.length).toBeGreaterThanOrEqual(300_000);
    // Before, the process was still redacting when the test's runner killed it at 20 s (gate's killAfterMs).
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
    expect(annotations(run, 'warning').join('\n')).not.toContain('deadline');
    expect(run.written).not.toContain(fullWidth);
  });
});
