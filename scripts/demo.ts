// `npm run demo`: starts the sandbox with the demo's story (scripts/demo-data.ts) and runs the bundled
// action the way the GitHub runner does: yesterday's nightly run on the repository's default branch, whose
// report file becomes the baseline, then today's pull-request run of the same repository, which gates on
// what is new and comments on the pull request; then the command line in a GitLab merge request. Shows
// what a user sees of the pull request: the log, the outputs, the job summary; saves the comment and the
// merge request's note beside it (demo-output/).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../test/sandbox/server.ts';
import { ciEnvironment, runCli } from '../test/support/cli-runner.ts';
import { startFakeGitHub } from '../test/support/github-api.ts';
import { startGitLab } from '../test/support/gitlab-api.ts';
import { runAction } from '../test/support/runner.ts';
import { clockModule, DAY_MS, demoStory, withClockMoved } from './demo-data.ts';
import { logForTerminal } from './demo-log.ts';

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
    .replace(/`([^`\s]*@[^`\s]*)`/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}

/** The title and the Posture section of a summary: what docs/posture.png shows. */
function postureOf(summary: string): string {
  const title = summary.split('\n')[0] ?? '';
  const start = summary.indexOf('### Posture');
  const end = summary.indexOf('\n### ', start + 1);
  return start < 0 ? '' : `${title}\n\n${summary.slice(start, end < 0 ? undefined : end)}\n`;
}

const now = Date.now();
// The nightly ran yesterday: its data, its clock and its report file are a day older than the pull request's.
const nightlyAt = now - DAY_MS;
const story = demoStory(nightlyAt);
const sandbox = await startSandbox({ dataset: story.nightly });
const github = await startFakeGitHub({ owner: 'acme', repo: 'payments-api' });
const gitlab = await startGitLab();
// runner.temp, where the pull request's run restores the nightly's baseline.
const restoredDir = await mkdtemp(join(tmpdir(), 'findings-gate-demo-'));
try {
  const repository = 'acme/payments-api';
  // The repository's own gate: its projects input is empty, so it judges the repository the CI names.
  const scope = { 'api-token': sandbox.tokens.demo, 'base-url': sandbox.url };
  // Restored outside the checkout, as docs/baselines.md restores it (under runner.temp on GitHub, /tmp on
  // GitLab): in a pull or merge request's run the gate uses no baseline the checkout holds. A copy stays in
  // demo-output/ to read.
  const baselineFile = join(restoredDir, 'baseline.json');
  const exceptionsFile = join('demo-output', 'findings-gate-exceptions.yml');
  await mkdir(outDir, { recursive: true });
  console.log(bold('findings-gate demo'));
  console.log(`sandbox API at ${sandbox.url}, deployment ${sandbox.dataset.deployment.id} (${sandbox.dataset.deployment.name})`);

  // The team's accepted risk, kept in the repository: one live exception, one that expires soon, one that expired (dates from today).
  const day = (days: number): string => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
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

  rule(`1. yesterday's nightly run on ${repository}'s default branch: its report file is the baseline`);
  const nightly = await withClockMoved(-DAY_MS, () =>
    runAction({
      inputs: { ...scope, mode: 'warn', trend: '12w', 'exceptions-file': exceptionsFile },
      env: { GITHUB_REPOSITORY: repository },
      nodeArgs: ['--import', clockModule(-DAY_MS)],
    }),
  );
  if (nightly.reportText === undefined) throw new Error(`the nightly run wrote no report file:\n${nightly.stdout}${nightly.stderr}`);
  await writeFile(baselineFile, nightly.reportText);
  await writeFile(join(outDir, 'baseline.json'), nightly.reportText);
  console.log(
    `result=${nightly.outputs.result} (mode warn): ${nightly.outputs.total} findings, ${nightly.outputs['valid-secrets']} confirmed-valid secrets, ${nightly.outputs.excepted ?? 0} accepted by exceptions, backlog ${nightly.outputs['backlog-change'] ?? '?'}% over 12 weeks`,
  );
  // The nightly's Posture section (trend: 12w), as the team reads it.
  const posture = postureOf(nightly.summary);
  await writeFile(join(outDir, 'nightly-summary.md'), nightly.summary);
  await writeFile(join(outDir, 'posture.md'), posture);
  rule('the nightly summary: its Posture section');
  console.log(forTerminal(posture));
  console.log(`report file saved as the baseline: ${baselineFile}`);

  // Today: new findings in acme/payments-api (pushed after the nightly), one new valid secret; elsewhere fewer.
  sandbox.setDataset(story.nextDay);
  const inputs = {
    ...scope,
    'fail-on-severity': 'high',
    thresholds: 'medium=5',
    'gate-on': 'new',
    'baseline-file': baselineFile,
    'max-open-age': 'critical=30d',
    'exceptions-file': exceptionsFile,
  };
  rule('2. a pull request today: gate on what is new since the baseline');
  console.log(`running dist/index.js for GITHUB_REPOSITORY=${repository} on a pull_request event with inputs:`);
  for (const [name, value] of Object.entries(inputs)) {
    console.log(`  ${name}: ${name === 'api-token' ? '***' : JSON.stringify(value)}`);
  }
  const eventPath = join(outDir, 'pull-request-event.json');
  await writeFile(eventPath, `${JSON.stringify({ action: 'synchronize', number: 412, pull_request: { number: 412 } })}\n`);
  const githubToken = 'ghs_demoTokenOfTheFakeGitHub0123456789';
  const result = await runAction({
    inputs: { ...inputs, 'comment-on-pr': 'always', 'github-token': githubToken },
    env: {
      GITHUB_REPOSITORY: repository,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4121',
    },
  });

  rule('log (stdout of the action)');
  const secrets = new Map([
    [sandbox.tokens.demo, 'the api-token input'],
    [githubToken, 'the github-token input'],
  ]);
  process.stdout.write(logForTerminal(result.stdout, secrets));
  if (result.stderr) process.stdout.write(result.stderr);
  rule('outputs (GITHUB_OUTPUT)');
  for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`);
  rule('job summary (GITHUB_STEP_SUMMARY)');
  console.log(forTerminal(result.summary));

  const comment = github.comments[0]?.body ?? '';
  await writeFile(join(outDir, 'summary.md'), result.summary);
  await writeFile(join(outDir, 'comment.md'), comment);
  await writeFile(join(outDir, 'log.txt'), result.stdout + result.stderr);
  await writeFile(join(outDir, 'outputs.json'), `${JSON.stringify(result.outputs, null, 2)}\n`);
  rule('result');
  console.log(`verdict: ${bold(result.outputs.result ?? '(none)')}; the action exited with status ${result.code}`);
  console.log(`(exit status 1 fails the job on GitHub: that is the gate doing its work.)`);
  console.log(
    `the pull request's comment (${comment.length} characters) saved to ${join('demo-output', 'comment.md')}; the summary to ${join('demo-output', 'summary.md')}`,
  );

  rule('3. the same gate in a GitLab merge request: npx findings-gate');
  const cli = [
    '--base-url',
    sandbox.url,
    '--fail-on-severity',
    'high',
    '--thresholds',
    'medium=5',
    '--gate-on',
    'new',
    '--baseline-file',
    baselineFile,
    '--max-open-age',
    'critical=30d',
    '--exceptions-file',
    'findings-gate-exceptions.yml',
    '--comment-on-pr',
    'always',
    '--junit-file',
    'findings-gate.xml',
    '--outputs-file',
    'findings-gate.env',
  ];
  console.log(
    `running dist/cli/index.js ${cli.join(' ')}, with GITLAB_CI, CI_PROJECT_PATH=${repository}, a merge request and SEMGREP_APP_TOKEN`,
  );
  const gitlabRun = await runCli(
    cli,
    {
      ...ciEnvironment('gitlab', repository),
      SEMGREP_APP_TOKEN: sandbox.tokens.demo,
      CI_API_V4_URL: gitlab.api,
      CI_PROJECT_ID: gitlab.projectId,
      CI_MERGE_REQUEST_IID: gitlab.iid,
      GITLAB_TOKEN: gitlab.token,
    },
    { cwd: resolve(outDir) },
  );
  rule('stdout of the command line');
  process.stdout.write(gitlabRun.stdout);
  const note = gitlab.notes.find((n) => n.body.startsWith('<!-- findings-gate:'))?.body ?? '';
  await writeFile(join(outDir, 'note.md'), note);
  console.log(
    `exit status ${gitlabRun.code} (0 pass, 1 findings, 2 could not judge); written to demo-output/: gl-code-quality-report.json, findings-gate.xml, findings-gate.env, findings-gate-report.json, and the merge request's note as note.md`,
  );
  console.log(`${sandbox.requests.length} API requests served over the three runs`);
} finally {
  await Promise.all([sandbox.close(), github.close(), gitlab.close(), rm(restoredDir, { recursive: true, force: true })]);
}
