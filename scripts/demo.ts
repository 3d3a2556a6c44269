// `npm run demo`: starts the sandbox with its demo dataset, runs the bundled action the way the GitHub
// runner does, and shows what a user sees: the log, the outputs and the job summary.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../test/sandbox/server.ts';
import { runAction } from '../test/support/runner.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'demo-output');
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

const sandbox = await startSandbox();
try {
  const repository = 'acme/payments-api';
  const inputs = {
    'api-token': sandbox.tokens.demo,
    'base-url': sandbox.url,
    'fail-on-severity': 'critical',
    thresholds: 'high=5\nsca=20',
  };
  console.log(bold('findings-gate demo'));
  console.log(`sandbox API at ${sandbox.url}, deployment ${sandbox.dataset.deployment.id} (${sandbox.dataset.deployment.name})`);
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

  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'summary.md'), result.summary);
  await writeFile(join(outDir, 'log.txt'), result.stdout + result.stderr);
  await writeFile(join(outDir, 'outputs.json'), `${JSON.stringify(result.outputs, null, 2)}\n`);
  rule('result');
  console.log(`verdict: ${bold(result.outputs.result ?? '(none)')}; the action exited with status ${result.code}`);
  console.log(`(exit status 1 fails the job on GitHub: that is the gate doing its work.)`);
  console.log(`${sandbox.requests.length} API requests served; summary saved to ${join('demo-output', 'summary.md')}`);
} finally {
  await sandbox.close();
}
