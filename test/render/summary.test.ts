import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import type { Config } from '../../src/config/index.ts';
import type { GateData, Reason, Verdict } from '../../src/gate/types.ts';
import { renderErrorSummary } from '../../src/render/error-summary.ts';
import { dataWarnings, verdictLogLines } from '../../src/render/log.ts';
import type { SummaryInput } from '../../src/render/summary.ts';
import { failureHeadline, renderSummary } from '../../src/render/summary.ts';
import { gateDataOf, tallyOf, verdictOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';

// ---- fixture builders -------------------------------------------------------------------------

const config = configOf;
const project = tallyOf;
const data = (overrides: Partial<GateData> = {}): GateData => gateDataOf({ deploymentId: '42', deploymentName: 'acme', ...overrides });
const verdict = verdictOf;

function secret(overrides: Partial<SecretFinding> = {}): SecretFinding {
  return validSecretOf({
    findingPathUrl: 'https://github.com/acme/api/blob/main/src/config.ts#L12',
    ref: 'main',
    refUrl: 'https://github.com/acme/api/tree/main',
    repository: { name: 'acme/api', url: 'https://github.com/acme/api' },
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  });
}

function input(cfg: Config, d: GateData, v: Verdict, extra: Partial<SummaryInput> = {}): SummaryInput {
  return { config: cfg, data: d, verdict: v, elapsedMs: 1234, requests: 7, filters: [], ...extra };
}

/** The rows of the Markdown table that follows `heading`. */
function tableAfter(md: string, heading: string): string[] {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('|')) rows.push(line);
    else if (rows.length > 0) break;
  }
  return rows;
}

const cells = (row: string | undefined): string[] => (row ?? '').split(' | ').map((c) => c.replace(/^\| |\s\|$/g, '').trim());

// ---- a failing run ----------------------------------------------------------------------------

describe('renderSummary with a failing verdict', () => {
  const cfg = config({ budgets: [{ key: 'code.medium', max: 1 }] });
  const d = data({
    projects: [project('payments', { code: { high: 2, medium: 3 }, sca: { high: 1 } }), project('web', { code: { low: 4 } })],
    validSecrets: [secret()],
  });
  const v = verdict(
    cfg,
    d,
    [
      { kind: 'severity', key: 'high', text: 'high: 3 > 0 (fail-on-severity high)' },
      { kind: 'budget', key: 'code.medium', text: 'code.medium: 3 > 1' },
      { kind: 'secrets', text: '1 confirmed-valid secret' },
    ],
    ['code.medium'],
  );
  const md = renderSummary(input(cfg, d, v, { filters: ['since 2024-01-01', 'tags: prod'] }));

  it('opens with the verdict, then the reasons, the first not repeated as a bold line above them', () => {
    expect(md.startsWith('## ❌ findings-gate: fail\n\n### Reasons\n\n- high: 3 > 0 (fail-on-severity high)\n')).toBe(true);
    expect(md).not.toContain('**high: 3');
  });

  it('shows the warnings of a passing run above the verdict sentence', () => {
    const d0 = data({ foreignSecrets: { count: 2, repositories: ['acme/other'] } });
    const passing = renderSummary(input(config(), d0, verdict(config(), d0)));
    expect(passing).toMatch(
      /^## ✅ findings-gate: pass\n\n> ⚠️ 2 confirmed-valid secrets returned for the scope name another repository .*\n\n0 findings in scope, none over budget\.\n/,
    );
  });

  it('lists every reason', () => {
    expect(md).toContain('### Reasons');
    expect(md).toContain('- code.medium: 3 > 1');
    expect(md).toContain('- 1 confirmed-valid secret');
  });

  it('shows the matrix with counts and marks the cells over budget', () => {
    const rows = tableAfter(md, '### Findings in scope');
    expect(rows[0]).toBe('| severity | code | SCA | secrets | total |');
    const byLabel = Object.fromEntries(rows.slice(2).map((r) => [cells(r)[0], cells(r).slice(1)]));
    expect(byLabel['critical']).toEqual(['0', '0', '0', '0']);
    // high fails fail-on-severity: the non-zero high cells and the row total are marked
    expect(byLabel['high']).toEqual(['**2** ⛔', '**1** ⛔', '0', '**3** ⛔']);
    // code.medium exceeded its budget; medium is below the floor
    expect(byLabel['medium']).toEqual(['**3** ⛔', '0', '0', '3']);
    expect(byLabel['low']).toEqual(['4', '0', '0', '4']);
    expect(byLabel['**total**']).toEqual(['9', '1', '0', '10']);
  });

  it('lists the projects worst first', () => {
    const rows = tableAfter(md, '### Projects');
    expect(rows[0]).toBe('| project | critical | high | medium | low | total |');
    expect(rows[2]).toBe('| payments | 0 | 3 | 3 | 0 | 6 |');
    expect(rows[3]).toBe('| web | 0 | 0 | 0 | 4 | 4 |');
  });

  it('shows the confirmed-valid secrets with links', () => {
    const rows = tableAfter(md, '### Confirmed-valid secrets (1)');
    expect(rows[0]).toBe('| severity | type | repository | location | ref | first seen |');
    expect(rows[2]).toBe(
      '| high | AWS access key | [acme/api](https://github.com/acme/api) | ' +
        '[src/config.ts:12](https://github.com/acme/api/blob/main/src/config.ts#L12) | ' +
        '[main](https://github.com/acme/api/tree/main) | 2024-05-01 |',
    );
  });

  it("names a base-url other than Semgrep's own, and the API a policy was read through when config-api-url named it (attack21 F6)", () => {
    const d0 = data();
    const elsewhere = config({ baseUrl: 'http://127.0.0.1:8080/semgrep' });
    expect(renderSummary(input(elsewhere, d0, verdict(elsewhere, d0)))).toContain(
      '- **Deployment:** acme (id 42) at <code>http`:`//127.0.0.1:8080/semgrep</code>\n',
    );
    expect(renderSummary(input(config(), d0, verdict(config(), d0)))).toContain('- **Deployment:** acme (id 42)\n');
    const policy = { file: 'acme/policies/gate.yml@main', from: 'github' as const, commit: 'b'.repeat(40), sets: [], tightened: [] };
    const read = config({ policy: { ...policy, api: 'https://ghe.example/api/v3' } });
    expect(renderSummary(input(read, d0, verdict(read, d0)))).toContain(
      `(GitHub at <code>https\`:\`//ghe.example/api/v3</code>, config-api-url) at commit <code>${'b'.repeat(40)}</code>`,
    );
    expect(renderSummary(input(config({ policy }), d0, verdict(config({ policy }), d0)))).toContain('(GitHub) at commit');
  });

  it('says which projects project-ids narrows all projects to, never "all projects" (attack21 F2)', () => {
    const narrowed = config({ projects: 'all', projectIds: ['1208', '1209'] } as Partial<Config>);
    const d0 = data();
    expect(renderSummary(input(narrowed, d0, verdict(narrowed, d0)))).toContain(
      '- **Scope:** the projects of id 1208, 1209 (project-ids); finding types:',
    );
  });

  it('ends with a footer: deployment, filters, budgets, time and requests', () => {
    expect(md).toContain('- **Deployment:** acme (id 42)');
    expect(md).toContain('- **Scope:** all projects; finding types: code, SCA, secrets');
    expect(md).toContain('  - since 2024-01-01');
    expect(md).toContain('  - tags: prod');
    expect(md).toContain('- **Budgets:** fail-on-severity high; code.medium ≤ 1; fail-on-valid-secrets on');
    expect(md).toContain('- Took 1.2 s, 7 API requests');
  });

  it('never shows the API token', () => {
    expect(md).not.toContain('never-shown');
  });

  it('gives a plain failure headline for setFailed', () => {
    expect(failureHeadline(v)).toBe('findings-gate failed: high: 3 > 0 (fail-on-severity high) (and 2 more reasons)');
  });
});

describe('renderSummary in warn mode', () => {
  it('says the job is not failed', () => {
    const cfg = config({ mode: 'warn' });
    const d = data({ projects: [project('a', { code: { critical: 1 } })] });
    const v = verdict(cfg, d, [{ kind: 'severity', key: 'critical', text: 'critical: 1 > 0 (fail-on-severity high)' }]);
    expect(renderSummary(input(cfg, d, v)).split('\n')[0]).toBe('## ⚠️ findings-gate: fail (warn mode: the job is not failed)');
  });
});

// ---- a passing run ----------------------------------------------------------------------------

describe('renderSummary with a passing verdict', () => {
  const cfg = config({ findingTypes: ['code', 'sca'], failOnSeverity: 'critical', budgets: [{ key: 'total', max: 100 }] });
  const d = data({ projects: [project('api', { code: { low: 2, high: 1 }, secrets: { critical: 9 } })] });
  const v = verdict(cfg, d);
  const md = renderSummary(input(cfg, d, v, { runUrl: 'https://github.com/acme/api/actions/runs/1' }));

  it('says pass and how many findings are in scope', () => {
    expect(md.startsWith('## ✅ findings-gate: pass\n\n3 findings in scope, none over budget.\n')).toBe(true);
    expect(md).not.toContain('### Reasons');
    expect(md).not.toContain('⛔');
  });

  it('shows products not in finding-types as – and does not count them', () => {
    const rows = tableAfter(md, '### Findings in scope');
    expect(cells(rows[2])).toEqual(['critical', '0', '0', '–', '0']);
    expect(cells(rows[6])).toEqual(['**total**', '3', '0', '–', '3']);
    expect(tableAfter(md, '### Projects')[2]).toBe('| api | 0 | 1 | 0 | 2 | 3 |');
  });

  it('links the run and has no secrets section', () => {
    expect(md).toContain('[this run](https://github.com/acme/api/actions/runs/1)');
    expect(md).not.toContain('Confirmed-valid secrets');
    expect(failureHeadline(v)).toBe('findings-gate passed');
  });
});

// ---- bounds -----------------------------------------------------------------------------------

describe('renderSummary bounds', () => {
  it('shows the 25 worst projects, ordered by critical, high, medium, low, then label, and says how many more', () => {
    const projects = [
      project('zeta', { code: { low: 100 } }),
      project('beta', { sca: { critical: 1 } }),
      project('alpha', { sca: { critical: 1 } }),
    ];
    for (let i = 0; i < 40; i++) projects.push(project(`p${String(i).padStart(2, '0')}`, { code: { medium: i } }));
    const cfg = config();
    const d = data({ projects });
    const md = renderSummary(input(cfg, d, verdict(cfg, d)));
    const rows = tableAfter(md, '### Projects (43)').slice(2);
    expect(rows).toHaveLength(25);
    expect(rows.slice(0, 4).map((r) => cells(r)[0])).toEqual(['alpha', 'beta', 'p39', 'p38']);
    expect(md).toContain('…and 18 more projects.');
  });

  it('shows at most 50 secrets, most severe first, and says how many more', () => {
    const validSecrets = [
      ...Array.from({ length: 60 }, () => secret({ severity: 'SEVERITY_LOW' })),
      secret({ severity: 'SEVERITY_CRITICAL', type: 'GitHub token' }),
      secret({ severity: 'SEVERITY_MEDIUM', type: 'Slack webhook' }),
    ];
    const cfg = config();
    const d = data({ validSecrets });
    const md = renderSummary(input(cfg, d, verdict(cfg, d, [{ kind: 'secrets', text: '62 confirmed-valid secrets' }])));
    const rows = tableAfter(md, '### Confirmed-valid secrets (62)').slice(2);
    expect(rows).toHaveLength(50);
    expect(cells(rows[0]).slice(0, 2)).toEqual(['critical', 'GitHub token']);
    expect(cells(rows[1]).slice(0, 2)).toEqual(['medium', 'Slack webhook']);
    expect(cells(rows[2])[0]).toBe('low');
    expect(md).toContain('…and 12 more confirmed-valid secrets.');
  });

  it('renders 100,000 secrets and 50,000 projects under 1 MiB', () => {
    const long = 'x'.repeat(10_000);
    const projects = Array.from({ length: 50_000 }, (_, i) => project(`${long}-${i}`, { code: { high: i % 7 } }));
    const validSecrets = Array.from({ length: 100_000 }, (_, i) =>
      secret({ type: long, findingPath: long, ref: long, repository: { name: long, url: `https://x.test/${long}` }, id: String(i) }),
    );
    const cfg = config({ projects: Array.from({ length: 5000 }, (_, i) => `${long}${i}`), budgets: [{ key: 'total', max: 0 }] });
    const d = data({
      projects,
      validSecrets,
      foreignSecrets: { count: 5000, repositories: Array.from({ length: 20 }, () => long) },
      scope: { source: 'projects-list', projects: Array.from({ length: 5000 }, (_, i) => ({ name: `${long}${i}`, archived: true })) },
      freshness: {
        state: 'read',
        projects: Array.from({ length: 5000 }, (_, i) => ({
          project: long,
          projectId: String(i),
          newest: { id: long, status: 'SCAN_STATUS_ERROR', isFullScan: true },
        })),
      },
      deploymentName: long,
    });
    const v = verdict(cfg, d, [{ kind: 'budget', key: 'total', text: 'total: 1 > 0' }], ['total']);
    const md = renderSummary(input(cfg, d, v, { filters: Array.from({ length: 1000 }, () => long) }));
    expect(Buffer.byteLength(md, 'utf8')).toBeLessThan(1024 * 1024);
    expect(md).toContain('…and 49,975 more projects.');
    expect(md).toContain('…and 99,950 more confirmed-valid secrets.');
    expect(md).toContain('…and 4,975 more projects.');
    expect(md).toContain('Archived, and gated all the same');
    // A size bound, not a speed goal: about 14 s alone, past 30 s beside the end-to-end runs on 2 cores.
  }, 120_000);

  it('cuts a summary that would pass 900 KiB at a line boundary, with a note', () => {
    // Every field at its cap and made of characters that expand most when escaped.
    const quotes = '<'.repeat(10_000);
    const url = `https://x.test/${'('.repeat(980)}`;
    const validSecrets = Array.from({ length: 60 }, () =>
      secret({ type: quotes, findingPath: quotes, findingPathUrl: url, ref: quotes, refUrl: url, repository: { name: quotes, url } }),
    );
    const blockedDependencies = Array.from({ length: 60 }, (_, i) => ({
      key: String(i),
      name: quotes,
      version: quotes,
      ecosystem: quotes,
      licenses: [quotes],
      definedAt: { path: quotes, url },
    }));
    const reasons: Reason[] = Array.from({ length: 60 }, () => ({ kind: 'budget', text: quotes }));
    const projects = Array.from({ length: 30 }, (_, i) => project(`${quotes}${i}`, { code: { high: 1 } }));
    const cfg = config();
    const d = data({ validSecrets, blockedDependencies, projects });
    const md = renderSummary(input(cfg, d, verdict(cfg, d, reasons), { filters: Array.from({ length: 60 }, () => quotes) }));
    expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(900 * 1024);
    expect(md).toMatch(/\n_The summary was cut at 900 KiB: [\d,]+ lines left out\._\n$/);
    expect(md.startsWith('## ❌ findings-gate: fail\n')).toBe(true);
  });
});

// ---- hostile strings --------------------------------------------------------------------------

describe('renderSummary with hostile strings', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'a|b\n::error::pwned',
    '##[warning]x',
    '@org/team',
    '[click](javascript:alert(1))',
  ].join(' ');
  const cfg = config({ projects: [hostile], budgets: [{ key: 'high', max: 0 }] });
  const d = data({
    deploymentName: hostile,
    deploymentId: '\n::error::id',
    projects: [project(hostile, { code: { high: 1 } })],
    foreignSecrets: { count: 1, repositories: [hostile] },
    scope: { source: 'report', projects: [{ name: hostile, archived: true }], why: hostile },
    freshness: {
      state: 'read',
      projects: [
        {
          project: hostile,
          projectId: '1',
          newest: { id: hostile, status: hostile, isFullScan: false },
          newestCompleted: {
            id: hostile,
            status: 'SCAN_STATUS_COMPLETED',
            commit: hostile,
            branchId: hostile,
            isFullScan: true,
            completeTime: hostile,
          },
        },
      ],
    },
    validSecrets: [
      secret({
        type: hostile,
        severity: hostile,
        findingPath: hostile,
        findingPathUrl: 'javascript:alert(1)',
        ref: hostile,
        refUrl: 'data:text/html,<script>alert(1)</script>',
        repository: { name: hostile, url: 'JAVASCRIPT:alert(1)' },
        createdAt: hostile,
      }),
    ],
    blockedDependencies: [{ name: hostile, version: hostile, licenses: [hostile], definedAt: { path: hostile, url: 'javascript:x' } }],
  });
  const v = verdict(cfg, d, [{ kind: 'budget', key: 'high', text: `high: 1 > 0 ${hostile}` }], ['high']);
  const md = renderSummary(input(cfg, d, v, { filters: [hostile], runUrl: 'javascript:alert(1)' }));
  const err = renderErrorSummary({
    operation: hostile,
    message: hostile,
    onApiError: 'fail',
    elapsedMs: 5,
    requests: 1,
    deploymentId: hostile,
  });

  it.each([
    ['the summary', md],
    ['the error summary', err],
  ])('%s has no tag, no script link, no mention and no line starting a command', (_, out) => {
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    // The hostile link's bracket is escaped: it reads as text and links nowhere.
    expect(out).not.toMatch(/(?<!\\)\]\(javascript:/i);
    expect(out).not.toContain('data:text');
    // The handle is in a code span, where nobody is mentioned.
    expect(out).not.toMatch(/(?<!`)@org/);
    for (const line of out.split('\n')) {
      expect(line).not.toMatch(/^\s*::/);
      expect(line).not.toMatch(/^\s*##\[/);
    }
  });

  it('keeps every table row on one line with its column count', () => {
    for (const heading of ['### Projects', '### Confirmed-valid secrets', '### Dependencies with a blocked license']) {
      const rows = tableAfter(md, heading);
      const columns = rows[0]?.split(' | ').length;
      for (const row of rows) expect(row.replaceAll('\\|', '').split(' | ').length).toBe(columns);
    }
  });
});

// ---- log lines ---------------------------------------------------------------------

describe('verdictLogLines', () => {
  it('gives the result, the counts and every reason, each on one safe line', () => {
    const cfg = config();
    const d = data({ projects: [project('p', { code: { high: 3 } })], foreignSecrets: { count: 2, repositories: ['x\n::error::y'] } });
    const v = verdict(cfg, d, [{ kind: 'severity', key: 'high', text: 'high: 3 > 0 (fail-on-severity high)' }]);
    const lines = verdictLogLines(v, d);
    expect(lines).toEqual([
      'findings-gate: fail',
      'deployment: acme (id 42)',
      'findings in scope: critical 0, high 3, medium 0, low 0 (total 3)',
      'by product: code 3, sca 0, secrets 0',
      'projects: 1; confirmed-valid secrets: 0',
      'reason: high: 3 > 0 (fail-on-severity high)',
    ]);
    expect(dataWarnings(d)).toEqual([
      '2 confirmed-valid secrets returned for the scope name another repository ("x\\n::error::y") and are not counted: check that the projects input names the repositories you mean',
    ]);
  });
});

describe('renderSummary: dependencies with a blocked license', () => {
  const dependency = (i: number) => ({
    key: String(i),
    name: `pkg-${i}`,
    version: '1.0.0',
    ecosystem: 'npm',
    licenses: ['GPL-3.0'],
    repositoryId: '1201',
    definedAt: { path: 'package-lock.json', url: `https://github.com/acme/api/blob/sha/package-lock.json#L${i}` },
  });

  it('lists package, version, ecosystem, licenses, repository and a linked manifest, then the exact remainder', () => {
    const cfg = config();
    const d = data({
      projects: [{ ...project('acme/api'), projectId: '1201' }],
      blockedDependencies: Array.from({ length: 1000 }, (_, i) => dependency(i)),
      blockedDependencyCount: 4321,
    });
    const md = renderSummary(input(cfg, d, verdict(cfg, d, [{ kind: 'licenses', text: '4321 dependencies with a blocked license' }])));
    expect(md).toContain('### Dependencies with a blocked license (4,321)');
    expect(md).toContain('| package | version | ecosystem | licenses | repository | manifest |');
    expect(md).toContain(
      '| pkg-0 | 1.0.0 | npm | GPL-3.0 | acme/api | [package-lock.json](https://github.com/acme/api/blob/sha/package-lock.json#L0) |',
    );
    expect(md.match(/^\| pkg-\d+ /gm)).toHaveLength(50);
    expect(md).toContain('…and 4,271 more dependencies.');
  });

  it('shows the repository id when the report does not name it, and no link for a URL that is not http(s)', () => {
    const cfg = config();
    const d = data({
      blockedDependencies: [{ ...dependency(1), repositoryId: '77', definedAt: { path: 'a.lock', url: 'javascript:alert(1)' } }],
    });
    const md = renderSummary(input(cfg, d, verdict(cfg, d, [{ kind: 'licenses', text: '1 dependency with a blocked license' }])));
    expect(md).toContain('| pkg-1 | 1.0.0 | npm | GPL-3.0 | id 77 | a.lock |');
    expect(md).not.toContain('javascript:');
  });
});
