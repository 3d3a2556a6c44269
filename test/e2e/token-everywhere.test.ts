// The token, everywhere the gate writes: through the built action and command line, no run of the
// token (8 characters, any case, as written or after Unicode compatibility normalisation) and none of
// its first characters before a cut reaches stdout, stderr, the outputs, the summary, the report file,
// JUnit, code quality, SARIF, the dotenv or the merge request's note; a URL keeps its scheme, host and
// path only; the GitLab token goes only over https (loopback aside); JUnit neutralises control
// characters and bidi overrides as the log does.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetOf, demoDatasetWithPolicy } from '../sandbox/data.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { type Forwarder, startForwarder } from '../support/forwarder.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { gate, sandbox } from './support.ts';

const TOKEN = 'sgp_Leak5Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8Rs0Tu2Vw4Xy6Za8Bc0De2Fg4Hi6';
const REPOSITORY = 'acme/payments-api';

const closers: (FakeGitLab | Forwarder)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
});

/** Every way `text` shows the token: a run of 8 (any case, as written or in NFKC form), or 4 or more of its first characters before a cut. */
function leaks(text: string, token = TOKEN): string[] {
  const found: string[] = [];
  for (const form of [text, text.normalize('NFKC')]) {
    const lower = form.toLowerCase();
    for (let i = 0; i + 8 <= token.length; i++) {
      const run = token.slice(i, i + 8).toLowerCase();
      if (lower.includes(run)) found.push(run);
    }
  }
  for (let n = 4; n < 8; n++) if (text.toLowerCase().includes(`${token.slice(0, n).toLowerCase()}…`)) found.push(`${token.slice(0, n)}…`);
  return found;
}

/** Every file a command-line run left in its working directory, by name. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** The command line's files, asked for by flag, in the run's own folder. */
const FILE_FLAGS = [
  '--summary-file',
  'summary.md',
  '--outputs-file',
  'gate.env',
  '--junit-file',
  'junit.xml',
  '--report-file',
  'report.json',
  '--code-quality-file',
  'quality.json',
];

describe.concurrent('a token pasted where it does not belong', () => {
  it('in base-url as ?t=…: no file, log or output of the command line holds it, nor the query', async () => {
    const sb = await sandbox({ dataset: datasetOf({ tokens: { demo: TOKEN }, projects: [REPOSITORY] }) });
    const other = 'opaque-Secret-Value-7f3a9';
    for (const query of [`?t=${TOKEN}`, `?t=${other}`, `?t=${TOKEN.slice(0, 20)}`]) {
      const cwd = await temporaryFolder('findings-gate-leak-');
      const run = await runCli(
        [...FILE_FLAGS],
        { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: TOKEN, FINDINGS_GATE_BASE_URL: `${sb.url}/${query}` },
        { cwd },
      );
      expect(run.code).toBe(2);
      const files = filesOf(cwd);
      expect(Object.keys(files).sort()).toEqual(['gate.env', 'junit.xml', 'report.json', 'summary.md']);
      // Named as it was given: the variable (trial7).
      expect(files['report.json']).toContain(`FINDINGS_GATE_BASE_URL is '${sb.url}/': remove the query or fragment`);
      for (const [name, text] of Object.entries({ ...files, stdout: run.stdout, stderr: run.stderr })) {
        expect(leaks(text), name).toEqual([]);
        expect(text, name).not.toContain('?t=');
        expect(text, name).not.toContain(other);
      }
    }
  });

  it('in base-url as ?t=…: the action writes it nowhere, the report file and the summary included', async () => {
    const sb = await sandbox({ dataset: datasetOf({ tokens: { demo: TOKEN }, projects: [REPOSITORY] }) });
    const run = await runAction({
      inputs: { 'api-token': TOKEN, 'base-url': `${sb.url}/?t=${TOKEN}` },
      env: { GITHUB_REPOSITORY: REPOSITORY },
    });
    expect(run.outputs.result).toBe('error');
    expect(run.reportText).toContain('remove the query or fragment');
    const written = run.written
      .split('\n')
      .filter((line) => line !== `::add-mask::${TOKEN}`)
      .join('\n');
    expect(leaks(written)).toEqual([]);
    expect(written).not.toContain('?t=');
  });

  it('as the name of a flag: no prefix of it shows, however long the name', async () => {
    for (const token of [TOKEN, TOKEN.slice(0, 36)]) {
      const run = await runCli([`--${token}`], { FINDINGS_GATE_API_TOKEN: token });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('unknown flag --');
      expect(leaks(run.stderr, token)).toEqual([]);
      // Nor its first characters, as written or with the characters a flag name cannot hold shown as `?`.
      for (let n = 4; n <= token.length; n++) {
        for (const first of [token.slice(0, n), token.slice(0, n).replace(/[^A-Za-z0-9-]/g, '?')]) {
          expect(run.stderr.toLowerCase()).not.toContain(first.toLowerCase());
        }
      }
    }
  });

  it('at the end of a value cut at 60 characters: its first characters never show before the cut', async () => {
    const sb = await sandbox({ dataset: datasetOf({ tokens: { demo: TOKEN }, projects: [REPOSITORY] }) });
    for (const lead of [52, 54, 56]) {
      const cwd = await temporaryFolder('findings-gate-cut-');
      const run = await runCli(
        ['--base-url', sb.url, '--fail-on-severity', `${'a'.repeat(lead)}${TOKEN}`, ...FILE_FLAGS],
        { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: TOKEN },
        { cwd },
      );
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('--fail-on-severity');
      for (const [name, text] of Object.entries({ ...filesOf(cwd), stdout: run.stdout, stderr: run.stderr })) {
        expect(leaks(text), `${lead} ${name}`).toEqual([]);
      }
    }
  });
});

describe.concurrent('what a server sends', () => {
  /** A deployment whose confirmed-valid secrets link to URLs that hide the token or carry secrets in their query and user name. */
  function hostileUrls() {
    const fullWidth = [...TOKEN].map((c) => String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0)).join('');
    const percent = [...TOKEN].map((c) => `%${(c.codePointAt(0) as number).toString(16)}`).join('');
    return datasetOf({
      tokens: { demo: TOKEN },
      projects: [REPOSITORY],
      secrets: [
        { repository: REPOSITORY, type: 'AWS', findingPathUrl: `https://${fullWidth}.example/acme/payments-api/blob/main/a.ts#L3` },
        { repository: REPOSITORY, type: 'Slack', findingPathUrl: `https://github.com/acme/payments-api/blob/main/${percent}/b.ts#L4` },
        {
          repository: REPOSITORY,
          type: 'Stripe',
          findingPathUrl: 'https://deploy:hunter2-password@github.com/acme/payments-api/blob/main/c.ts?signature=server-side-secret#L5',
          refUrl: 'https://github.com/acme/payments-api/tree/main?access_token=another-server-secret',
        },
      ],
    });
  }

  it('a URL that holds the token in full-width letters or percent-encoded, or secrets in its query and user name, reaches neither the note nor any file', async () => {
    const sb = await sandbox({ dataset: hostileUrls() });
    const gitlab = await startGitLab();
    closers.push(gitlab);
    const cwd = await temporaryFolder('findings-gate-urls-');
    const run = await runCli(
      [...FILE_FLAGS, '--sarif-file', 'results.sarif', '--comment-on-pr', 'always', '--base-url', sb.url],
      {
        ...ciEnvironment('gitlab', REPOSITORY),
        CI_API_V4_URL: gitlab.api,
        CI_PROJECT_ID: gitlab.projectId,
        CI_MERGE_REQUEST_IID: gitlab.iid,
        GITLAB_TOKEN: gitlab.token,
        FINDINGS_GATE_API_TOKEN: TOKEN,
      },
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain(`Note created on merge request !${gitlab.iid}`);
    const note = gitlab.notes.at(-1)?.body ?? '';
    const files = filesOf(cwd);
    expect(Object.keys(files).sort()).toEqual(['gate.env', 'junit.xml', 'quality.json', 'report.json', 'results.sarif', 'summary.md']);
    // The premise: the note and the report name the three secrets.
    expect(note).toContain('Stripe');
    expect(JSON.parse(files['report.json'] ?? '').validSecrets).toHaveLength(3);
    for (const [name, text] of Object.entries({ ...files, note, stdout: run.stdout, stderr: run.stderr })) {
      expect(leaks(text), name).toEqual([]);
      expect(leaks(decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'))), `${name}, percent-decoded`).toEqual([]);
      for (const secret of ['hunter2-password', 'server-side-secret', 'another-server-secret', 'deploy:'])
        expect(text, name).not.toContain(secret);
    }
    // A line anchor is kept: it points at a line and holds no secret.
    expect(files['report.json']).toContain('https://github.com/acme/payments-api/blob/main/c.ts#L5');
  });

  // attack18 U4 and U6: a password holding `'` or `(`, a query holding `{`, in a project's (and so a repository's) name,
  // where the summary's file links put it inside another URL's path (`https://github.com/acme/https://u:PW@h/x#L36`).
  it('a URL in a project name keeps no password and no query: not inside a link, not in the summary, SARIF, the report file or the log', async () => {
    const names = [
      'acme/https://u:PWPROJ1@ci.example/x?q=QPROJ1',
      "acme/https://u:p'PWPROJ3@ci.example/x",
      'acme/HTTP:\\\\u:p(PWPROJ4)@ci.example/x?t={QPROJ4}',
    ];
    const dataset = demoDatasetWithPolicy();
    for (const [i, name] of names.entries()) (dataset.projects[i] as { name: string }).name = name;
    const sb = await sandbox({ dataset });
    const sarif = join(await temporaryFolder('findings-gate-url-names-'), 'results.sarif');
    const run = await gate(sb, { projects: '*', 'sarif-file': sarif });
    expect(run.code, run.stderr).toBe(1);
    const written = {
      summary: run.summary,
      report: run.reportText ?? '',
      sarif: readFileSync(sarif, 'utf8'),
      stdout: run.stdout,
      stderr: run.stderr,
    };
    // The premise: each project shows, by the host its URL names, in the summary and SARIF.
    expect(run.summary).toContain('](https://github.com/acme/https://ci.example/x');
    expect(written.sarif).toContain('"repository": "acme/https://ci.example/x"');
    expect(written.stdout).toContain('scan of acme/https://ci.example/x');
    for (const [name, text] of Object.entries(written)) {
      for (const secret of ['PWPROJ', 'QPROJ', 'u:p', '@ci.example']) expect(text, name).not.toContain(secret);
    }
  });
});

// attack20 U7: a browser drops a tab, LF or CR wherever it stands in a URL, so `https://u:PW<TAB>SECRET@h` has the
// password PWSECRET. In a project's name (an API answer) and in base-url, no piece of such a password or query reaches
// any file the command line writes, its outputs or its log.
describe.concurrent('a URL a tab or a newline splits', () => {
  it('in project names and in base-url: no piece of its password or query in the summary, report, JUnit, code quality, outputs or log', async () => {
    const names = [
      'acme/https://u:PWTAB1\tSECTAB1@ci.example/x?q=QTAB1',
      'acme/https:\t//u:PWTAB2@ci.example/y',
      'acme/https://ci.example/z?\tt=QTAB3\nQTAB4',
      // The rest of a password a space or a `/` split: a browser reads it as part of the password.
      'acme/https://u:PWTAB6 SECTAB6@ci.example/w?q=QTAB6',
      'acme/https://u:PWTAB7/SECTAB7@ci.example/v',
    ];
    const dataset = demoDatasetWithPolicy();
    for (const [i, name] of names.entries()) (dataset.projects[i] as { name: string }).name = name;
    const sb = await sandbox({ dataset });
    const env = { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo };
    const cwd = await temporaryFolder('findings-gate-url-tabs-');
    const run = await runCli(['--base-url', sb.url, '--projects', '*', ...FILE_FLAGS], env, { cwd });
    expect(run.code, run.stderr).toBe(1);
    const files = filesOf(cwd);
    // The premise: each project shows, by the host its URL names, in the summary and the report file.
    expect(files['summary.md']).toContain('ci.example/x');
    expect(files['report.json']).toContain('ci.example/y');
    expect(files['report.json']).toContain('acme/https://ci.example/w');
    expect(files['report.json']).toContain('acme/https://ci.example/v');
    // base-url with a tab in its password: refused, and quoted without it.
    const refusedIn = await temporaryFolder('findings-gate-url-tabs-');
    const refused = await runCli(
      [...FILE_FLAGS],
      { ...env, FINDINGS_GATE_BASE_URL: sb.url.replace('://', '://u7user:PWTAB5\tSECTAB5@') },
      { cwd: refusedIn },
    );
    expect(refused.code).toBe(2);
    expect(refused.stdout + refused.stderr).toContain('FINDINGS_GATE_BASE_URL is');
    const written = {
      ...filesOf(cwd),
      ...Object.fromEntries(Object.entries(filesOf(refusedIn)).map(([name, text]) => [`refused ${name}`, text])),
      stdout: run.stdout,
      stderr: run.stderr,
      'refused stdout': refused.stdout,
      'refused stderr': refused.stderr,
    };
    expect(Object.keys(written)).toContain('junit.xml');
    expect(Object.keys(written)).toContain('refused report.json');
    for (const [name, text] of Object.entries(written)) {
      for (const secret of ['PWTAB', 'SECTAB', 'QTAB', 'u7user']) expect(text, name).not.toContain(secret);
    }
  });
});

describe.concurrent('the GitLab token', () => {
  it('goes only over https: an http API on a host other than the loopback gets no request, and the run says why', async () => {
    const sb = await sandbox();
    const seen: { url: string; token: string | undefined }[] = [];
    const proxy = await startForwarder({
      onRequest: (request) => seen.push({ url: request.url ?? '', token: request.headers['private-token'] as string | undefined }),
    });
    closers.push(proxy);
    const run = await runCli(['--base-url', sb.url, '--comment-on-pr', 'always'], {
      ...ciEnvironment('gitlab', REPOSITORY),
      CI_API_V4_URL: 'http://gitlab.example/api/v4',
      CI_PROJECT_ID: '42',
      CI_MERGE_REQUEST_IID: '7',
      GITLAB_TOKEN: 'glpat-cleartext-0123456789',
      HTTP_PROXY: proxy.url,
      NO_PROXY: '127.0.0.1',
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    });
    expect(run.code).toBe(1);
    expect(seen).toEqual([]);
    expect(run.stderr).toContain(
      'warning: findings-gate did not write its note on merge request !7: CI_API_V4_URL is http: on a host other than the loopback, and GITLAB_TOKEN goes only over https',
    );
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
  });
});

describe.concurrent('the github-token', () => {
  it('goes only over https too: an http API on a host other than the loopback gets no request, and the run says why', async () => {
    const sb = await sandbox();
    const seen: string[] = [];
    const proxy = await startForwarder({ onRequest: (request) => seen.push(request.url ?? '') });
    closers.push(proxy);
    const dir = await temporaryFolder('findings-gate-cleartext-');
    const event = join(dir, 'event.json');
    writeFileSync(event, JSON.stringify({ number: 7, pull_request: { number: 7 } }));
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        'comment-on-pr': 'always',
        'github-token': 'ghs_cleartext0123456789abcdef',
      },
      env: {
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_API_URL: 'http://github.example/api/v3',
        HTTP_PROXY: proxy.url,
        NO_PROXY: '127.0.0.1',
      },
    });
    expect(run.outputs.result).toBe('fail');
    expect(seen).toEqual([]);
    expect(run.stdout).toContain(
      '::warning::findings-gate could not comment on pull request #7: GITHUB_API_URL is http: on a host other than the loopback, and the github-token goes only over https',
    );
  });
});

describe.concurrent('JUnit', () => {
  it('shows control characters and bidi overrides of server text as spaces, as the log does', async () => {
    const rule = 'tainted-sql\u202Egnp-exe\u0007\u2066x';
    const sb = await sandbox({
      dataset: datasetOf({
        projects: [REPOSITORY],
        findings: [{ project: REPOSITORY, product: 'code', severity: 'critical', ruleId: rule, createdAt: '2026-01-01T00:00:00Z' }],
      }),
    });
    const cwd = await temporaryFolder('findings-gate-junit-');
    const run = await runCli(
      ['--base-url', sb.url, '--junit-file', 'junit.xml', '--max-open-age', 'critical=1d'],
      { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(existsSync(join(cwd, 'junit.xml'))).toBe(true);
    const xml = readFileSync(join(cwd, 'junit.xml'), 'utf8');
    expect(xml).toContain('rule tainted-sql gnp-exe  x in');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });
});
