// `npm run demo`: starts the sandbox with its demo dataset and runs the bundled action twice, the way
// the GitHub runner does: a nightly run whose report file becomes the baseline, then (the data a day
// later) a pull-request run that gates on what is new. Shows what a user sees of the second run: the
// log, the outputs and the job summary with its differences from the baseline.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDatasetNextDay } from '../test/sandbox/data.ts';
import { startSandbox } from '../test/sandbox/server.ts';
import { ciEnvironment, runCli } from '../test/support/cli-runner.ts';
import { runAction } from '../test/support/runner.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'demo-output');
// The action runs here, as the runner runs it in the workspace: baseline-file is relative to it.
process.chdir(root);
const bold = (s: string): string => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const rule = (title: string): void => console.log(`\n${bold(`── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`)}`);

/** A terminal rendering of the summary's Markdown and HTML: tags dropped, table rows kept on a line. */
function forTerminal(markdown: string): string {
  return markdown
    .replace(/<\/t[dh]>\s*/g, ' | ')
    .replace(/<tr>\s*/g, '| ')
    .replace(/<\/tr>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/?(table|thead|tbody|details|summary|p|div)[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\\([\\`*_{}[\]()#+\-!|~$=.<>])/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}

/** The log as the runner shows it: workflow commands rendered, the masked token never shown. */
function logForTerminal(stdout: string): string {
  const decode = (s: string): string =>
    s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return stdout
    .split('\n')
    .map((line) => {
      const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line);
      if (!command) return line;
      const [, name = '', props = '', message = ''] = command;
      if (name === 'add-mask') return '(a secret was masked)';
      if (name === 'group') return `▸ ${decode(message)}`;
      if (name === 'endgroup' || name === 'debug') return undefined;
      const where = /file=([^,]*)/.exec(props)?.[1];
      const at = /line=(\d+)/.exec(props)?.[1];
      const title = /title=([^,]*)/.exec(props)?.[1];
      const place = where ? `${decode(where)}${at ? `:${at}` : ''}: ` : '';
      return `${name.toUpperCase()} ${place}${title ? `${decode(title)}: ` : ''}${decode(message)}`;
    })
    .filter((line) => line !== undefined)
    .join('\n');
}

/** The title and the Posture section of a summary: what docs/posture.png shows. */
function postureOf(summary: string): string {
  const title = summary.split('\n')[0] ?? '';
  const start = summary.indexOf('### Posture');
  const end = summary.indexOf('\n### ', start + 1);
  return start < 0 ? '' : `${title}\n\n${summary.slice(start, end < 0 ? undefined : end)}\n`;
}

const sandbox = await startSandbox();
try {
  const repository = 'acme/payments-api';
  const scope = { 'api-token': sandbox.tokens.demo, 'base-url': sandbox.url, projects: '*' };
  // Relative to the working directory, as a workflow names it (the runner's is the workspace).
  const baselineFile = join('demo-output', 'baseline.json');
  await mkdir(outDir, { recursive: true });
  console.log(bold('findings-gate demo'));
  console.log(`sandbox API at ${sandbox.url}, deployment ${sandbox.dataset.deployment.id} (${sandbox.dataset.deployment.name})`);

  rule('1. the nightly run on the default branch: its report file is the baseline');
  const nightly = await runAction({ inputs: { ...scope, mode: 'warn', trend: '12w' }, env: { GITHUB_REPOSITORY: repository } });
  if (nightly.reportText === undefined) throw new Error(`the nightly run wrote no report file:\n${nightly.stdout}${nightly.stderr}`);
  await writeFile(baselineFile, nightly.reportText);
  console.log(
    `result=${nightly.outputs.result}: ${nightly.outputs.total} findings, ${nightly.outputs['valid-secrets']} confirmed-valid secrets, backlog ${nightly.outputs['backlog-change'] ?? '?'}% over 12 weeks`,
  );
  // The nightly's Posture section (trend: 12w), as the head of security reads it.
  const posture = postureOf(nightly.summary);
  await writeFile(join(outDir, 'nightly-summary.md'), nightly.summary);
  await writeFile(join(outDir, 'posture.md'), posture);
  rule('the nightly summary: its Posture section');
  console.log(forTerminal(posture));
  console.log(`report file saved as the baseline: ${baselineFile}`);

  // A day later: new findings in acme/payments-api (relevant since now: after the baseline), fewer in acme/web-frontend, one new valid secret.
  sandbox.setDataset(demoDatasetNextDay(new Date().toISOString()));
  // The team's accepted risk: one live exception, one that expires soon, one that expired (dates from today).
  const exceptionsFile = join('demo-output', 'findings-gate-exceptions.yml');
  const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await writeFile(
    exceptionsFile,
    `# Accepted risk, reviewed by security (CODEOWNERS).
exceptions:
  - rule: javascript.express.security.audit.xss.direct-response-write
    projects: [${repository}]
    reason: The legacy checkout page is being rewritten (PAY-412); it takes no new code.
    owner: '@acme/payments'
    expires: ${day(60)}
  - rule: javascript.jsonwebtoken.security.jwt-hardcode.hardcoded-jwt-secret
    projects: [${repository}]
    reason: A test-only signing key; the fix lands with the auth migration (SEC-88).
    owner: '@acme/security'
    expires: ${day(6)}
  - rule: javascript.lang.security.audit.path-traversal.path-join-resolve-traversal
    reason: Only reachable from the admin CLI.
    owner: '@acme/platform'
    expires: ${day(-3)}
`,
  );
  const inputs = {
    ...scope,
    'fail-on-severity': 'high',
    thresholds: 'medium=5',
    'gate-on': 'new',
    'baseline-file': baselineFile,
    'max-open-age': 'critical=30d',
    'exceptions-file': exceptionsFile,
  };
  rule('2. a pull request, the next day: gate on what is new since the baseline');
  console.log(`running dist/index.js for GITHUB_REPOSITORY=${repository} with inputs:`);
  for (const [name, value] of Object.entries(inputs)) {
    console.log(`  ${name}: ${name === 'api-token' ? '***' : JSON.stringify(value)}`);
  }

  const result = await runAction({ inputs, env: { GITHUB_REPOSITORY: repository } });

  rule('log (stdout of the action)');
  process.stdout.write(logForTerminal(result.stdout));
  if (result.stderr) process.stdout.write(result.stderr);
  rule('outputs (GITHUB_OUTPUT)');
  for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`);
  rule('job summary (GITHUB_STEP_SUMMARY)');
  console.log(forTerminal(result.summary));

  await writeFile(join(outDir, 'summary.md'), result.summary);
  await writeFile(join(outDir, 'log.txt'), result.stdout + result.stderr);
  await writeFile(join(outDir, 'outputs.json'), `${JSON.stringify(result.outputs, null, 2)}\n`);
  rule('result');
  console.log(`verdict: ${bold(result.outputs.result ?? '(none)')}; the action exited with status ${result.code}`);
  console.log(`(exit status 1 fails the job on GitHub: that is the gate doing its work.)`);
  console.log(`${sandbox.requests.length} API requests served over both runs; summary saved to ${join('demo-output', 'summary.md')}`);

  rule('3. the same gate in GitLab CI: npx findings-gate');
  const cli = ['--base-url', sandbox.url, '--junit-file', 'findings-gate.xml', '--outputs-file', 'findings-gate.env'];
  console.log(`running dist/cli/index.js ${cli.join(' ')}, with GITLAB_CI, CI_PROJECT_PATH=${repository} and SEMGREP_APP_TOKEN`);
  const gitlab = await runCli(
    cli,
    { ...ciEnvironment('gitlab', repository), SEMGREP_APP_TOKEN: sandbox.tokens.demo },
    { cwd: resolve(outDir) },
  );
  rule('stdout of the command line');
  process.stdout.write(gitlab.stdout);
  console.log(
    `exit status ${gitlab.code} (0 pass, 1 findings, 2 could not judge); written to demo-output/: gl-code-quality-report.json, findings-gate.xml, findings-gate.env, findings-gate-report.json`,
  );
} finally {
  await sandbox.close();
}
