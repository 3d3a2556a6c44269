// The sinks: what each CI shows of a run beyond its log, outputs and exit status, picked in one place
// for a CI and its settings (pickSinks). Each renders the decided verdict or the error, through the
// host's mask; main.ts runs them one after another, each bounded from its own start, and none can
// change the verdict: a failure is a warning.
import { unlink } from 'node:fs/promises';
import { EOL, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as core from '@actions/core';
import { keepsUrls } from '../api/url-text.ts';
import type { Config } from '../config/index.ts';
import { MAX_RECORDED_ID_BYTES, RECORD_IDS_AUTO_MAX } from '../gate/findings.ts';
import { idRecording, pullRequestIdsWhy } from '../gate/listing.ts';
import { policyApart, policyUnkept } from '../gate/policy-items.ts';
import { isExcepted } from '../gate/reading.ts';
import { OUTPUT } from '../github/outputs.ts';
import { annotationsOf, githubComment, policyUnkeptWords, writeSarif } from '../github/publish.ts';
import { count } from '../numbers.ts';
import { outputVariable } from '../outputs.ts';
import type { Annotation } from '../render/annotations.ts';
import { azureCommand } from '../render/azure.ts';
import { renderComment, renderErrorComment } from '../render/comment.ts';
import { renderErrorSummary } from '../render/error-summary.ts';
import { logLine } from '../render/escape.ts';
import type { SummaryInput } from '../render/sections.ts';
import { renderSummary } from '../render/summary.ts';
import { errorText, verdictText } from '../render/text.ts';
import { errorReport, verdictReport } from '../report-file/write.ts';
import { type FileContent, isStaleFile, replaceLinkedFoldersOf } from './files.ts';
import type { CiName, CliFiles, CommentRequest, ErrorRun, Host, Sink, SinkSettings } from './types.ts';

/** The default report file of the command line, in the working directory (where CI artifacts are collected from). */
export const DEFAULT_REPORT_FILE = 'findings-gate-report.json';
/** GitLab's default name of the code quality report. */
export const DEFAULT_CODE_QUALITY_FILE = 'gl-code-quality-report.json';

/**
 * The sinks of a run in `host`'s CI with `settings` (the command line's files and stdout; none for the
 * action), in the order they run: the files first, then what people read, the comment last.
 */
export function pickSinks(host: Host, settings: SinkSettings): Sink[] {
  const ci = host.context.ci;
  const { files } = settings;
  const sinks: Sink[] = [reportFile(reportPath(ci, files), files.reportFile !== undefined), trendFile(trendPath(ci, files))];
  if (ci === 'github') sinks.push(jobSummary);
  const stdout = settings.stdout;
  const out = stdout === undefined ? undefined : (line: string): void => stdout(`${host.mask(line)}\n`);
  const summary = summaryFile(ci, files.summaryFile, settings.env, out);
  if (summary !== undefined) sinks.push(summary);
  if (out !== undefined) sinks.push(plainVerdict(out));
  if (files.junitFile !== undefined) sinks.push(junit(files.junitFile));
  sinks.push(codeQuality(ci, files));
  if (ci === 'github') sinks.push(githubAnnotations);
  else if (ci === 'azure' && out !== undefined) sinks.push(azureIssues(out));
  sinks.push(sarif(files));
  // What the outputs are, once every other sink has set its own (report-file, trend-json, sarif-file).
  if (files.outputsFile !== undefined) sinks.push(outputsFile(files.outputsFile));
  if (ci === 'azure' && out !== undefined) sinks.push(outputVariables(out));
  sinks.push(comment(ci));
  return sinks;
}

/** Where the report file goes: --report-file, else the runner's temp folder on GitHub, else the working directory. */
function reportPath(ci: CiName, files: CliFiles): string {
  if (files.reportFile !== undefined) return resolve(files.reportFile);
  if (ci !== 'github') return resolve(DEFAULT_REPORT_FILE);
  return join(process.env.RUNNER_TEMP || tmpdir(), `findings-gate-${process.env.GITHUB_ACTION || 'report'}.json`);
}

/** Where the trend's JSON goes: beside the command line's report file, else in the runner's temp folder on GitHub. */
function trendPath(ci: CiName, files: CliFiles): string {
  if (files.reportFile !== undefined || ci !== 'github') return join(dirname(reportPath(ci, files)), 'findings-gate-trend.json');
  return join(process.env.RUNNER_TEMP || tmpdir(), `findings-gate-trend-${process.env.GITHUB_ACTION || 'report'}.json`);
}

/** The report file (output `report-file`): a failed write is a warning and sets no output. */
function reportFile(path: string, named: boolean): Sink {
  return {
    name: 'the report file',
    writes: () => ({ setting: 'report-file', path, named, what: 'the report file' }),
    async verdict({ config, data, verdict, elapsedMs, requests, filters }, { host }) {
      // Compact: at 50,000 secrets an indented file is 9 MB built as one string.
      const written = await writeOrWarn(host, 'report', path, {
        json: verdictReport(config, data, verdict, { elapsedMs, requests, filters }),
      });
      if (written) host.setOutput(OUTPUT.reportFile, path);
      const listing = data.findings;
      const past = listing?.state === 'listed' ? listing.tally.idsPastCap : undefined;
      if (written && listing?.state === 'listed' && past !== undefined) {
        const why =
          past === 'auto'
            ? `more than the ${count(RECORD_IDS_AUTO_MAX)} record-finding-ids: auto records (set it to true to record them all)`
            : `more ids than the gate records (${MAX_RECORDED_ID_BYTES / 1024 / 1024} MiB)`;
        host.warning(
          `the report file holds no finding ids: the ${count(listing.tally.count)} findings listed are ${why}, so a run that takes it as its baseline compares counts, not ids.`,
        );
      }
      const pullRequest = pullRequestIdsWhy(idRecording(config.recordFindingIds, config.pullRequest));
      if (written && pullRequest !== undefined) host.info(`the report file holds no finding ids: ${pullRequest}.`);
    },
    async error(error, { host }) {
      const { message, operation, deploymentId, elapsedMs, requests } = error;
      const known = { ...(operation ? { operation } : {}), ...(deploymentId ? { deploymentId } : {}) };
      const report = errorReport({ message, ...known, generatedAt: new Date().toISOString(), elapsedMs, requests });
      if (await writeOrWarn(host, 'report', path, { json: report })) host.setOutput(OUTPUT.reportFile, path);
    },
  };
}

/** The trend's series as JSON beside the report file (output `trend-json`), for charts made elsewhere. */
function trendFile(path: string): Sink {
  return {
    name: 'the trend file',
    writes: (config) => (config.trend === undefined ? undefined : { setting: 'trend', path, named: false, what: 'the trend file' }),
    async verdict({ data }, { host }) {
      if (data.trend === undefined) return;
      if (await writeOrWarn(host, 'trend', path, { json: data.trend, indent: 2 })) host.setOutput(OUTPUT.trendJson, path);
    },
  };
}

/** GitHub's job summary (GITHUB_STEP_SUMMARY). */
const jobSummary: Sink = {
  name: 'the job summary',
  verdict: (shown, { host }) => appendJobSummary(host, renderSummary(shown)),
  error: (error, { host }) => appendJobSummary(host, renderErrorSummary(error)),
};

/**
 * Adds the summary to GITHUB_STEP_SUMMARY through the one writer, as core.summary would (the text and a
 * line end), but never blocked: core.summary opens the file in a worker thread without O_NONBLOCK, and a
 * FIFO there held the process past its deadline, the exit waiting for that thread (attack5 F3).
 */
async function appendJobSummary(host: Host, markdown: string): Promise<void> {
  const path = process.env.GITHUB_STEP_SUMMARY;
  if (!path) return;
  try {
    await host.writeFile(path, `${markdown}${EOL}`, { append: true });
  } catch (error) {
    host.warning(logLine(`could not write the job summary: ${(error as Error).message}`));
  }
}

/** The command line's summary file (on Azure, by default in the agent's temp folder, and attached to the build summary). */
function summaryFile(
  ci: CiName,
  path: string | undefined,
  env: Record<string, string | undefined>,
  out: ((line: string) => void) | undefined,
): Sink | undefined {
  const azure = ci === 'azure' && out !== undefined;
  const file = path ?? (azure ? join(env.AGENT_TEMPDIRECTORY || tmpdir(), 'findings-gate-summary.md') : undefined);
  if (file === undefined) return undefined;
  const write = async (host: Host, markdown: string): Promise<void> => {
    if ((await writeOrWarn(host, 'summary', file, markdown)) && azure) out(azureCommand('task.uploadsummary', {}, resolve(file)));
  };
  return {
    name: 'the summary file',
    writes: () => ({ setting: 'summary-file', path: file, named: path !== undefined, what: 'the summary file' }),
    verdict: (shown, { host }) => write(host, renderSummary(shown)),
    error: (error, { host }) => write(host, renderErrorSummary(error)),
  };
}

/** The plain verdict on the command line's stdout (its table, or the error). */
function plainVerdict(out: (line: string) => void): Sink {
  return {
    name: 'the verdict on stdout',
    async verdict(shown) {
      for (const line of verdictText(shown)) out(line);
    },
    async error(error) {
      for (const line of errorText(error)) out(line);
    },
  };
}

/** The JUnit file (--junit-file): one case per check. */
function junit(path: string): Sink {
  const write = async (host: Host, xml: string): Promise<void> => {
    if (await writeOrWarn(host, 'JUnit', path, xml)) host.info(`JUnit: written to ${resolve(path)}`);
  };
  const timestamp = (): string => new Date().toISOString().slice(0, 19);
  return {
    name: 'the JUnit file',
    writes: () => ({ setting: 'junit-file', path, named: true, what: 'the JUnit file' }),
    async verdict(shown, { host }) {
      const { gateChecks, renderJUnit } = await import('../render/junit.ts');
      await write(host, renderJUnit(gateChecks(shown), { timestamp: timestamp(), seconds: shown.elapsedMs / 1000 }));
    },
    async error(error, { host }) {
      const { renderJUnit, shownCase } = await import('../render/junit.ts');
      const text = `${error.operation ? `${error.operation} failed: ` : ''}${error.shown?.failure ?? error.message}`;
      // What the policy's lists showed is a failed case beside the request's error (gate/platform-policy.ts ShownFailure).
      const cases = error.shown ? [shownCase(error.shown)] : [];
      await write(host, renderJUnit(cases, { timestamp: timestamp(), seconds: 0, error: text }));
    },
  };
}

/**
 * Where the code quality report goes: where --code-quality-file says, else GitLab's default for a scope
 * of named projects (a nightly over the whole deployment need not walk every finding for one
 * repository's widget); undefined: none.
 */
function codeQualityFile(ci: CiName, files: CliFiles, config: Pick<Config, 'projects'>): string | undefined {
  return files.codeQualityFile ?? (ci === 'gitlab' && config.projects !== 'all' ? DEFAULT_CODE_QUALITY_FILE : undefined);
}

/** GitLab's code quality report: the listed findings and the confirmed-valid secrets of the repository. It needs every finding. */
function codeQuality(ci: CiName, files: CliFiles): Sink {
  return {
    name: 'the code quality report',
    everyFindingFor: (config) => (codeQualityFile(ci, files, config) === undefined ? undefined : 'the code quality report'),
    writes: (config) => {
      const path = codeQualityFile(ci, files, config);
      return path === undefined
        ? undefined
        : { setting: 'code-quality-file', path, named: files.codeQualityFile !== undefined, what: 'the code quality report' };
    },
    async verdict(shown, { host }) {
      const path = codeQualityFile(ci, files, shown.config);
      if (path !== undefined) await writeCodeQuality(host, path, shown);
    },
    async error(run, { host }) {
      // Only where a judged run would have written it (not for the whole deployment: its judged run leaves the file too).
      const path = files.codeQualityFile ?? (ci === 'gitlab' && run.config?.projects !== 'all' ? DEFAULT_CODE_QUALITY_FILE : undefined);
      if (path === undefined || namedByAnother(path, 'codeQualityFile', files, run)) return;
      const shown = path === DEFAULT_CODE_QUALITY_FILE ? `${DEFAULT_CODE_QUALITY_FILE} of the working directory` : resolve(path);
      await removeStale(host, path, shown, "wrote no code quality report, and GitLab would have shown that file as this job's");
    },
  };
}

/**
 * Whether a setting other than `own` names `path` too (a run refused for two settings naming one file: attack29 W2):
 * the file there is that setting's, and may be the one this run wrote (the report file of an error run).
 */
function namedByAnother(path: string, own: string, files: CliFiles, run: ErrorRun): boolean {
  const named: Record<string, string | undefined> = {
    ...files,
    sarifFile: run.config?.github.sarifFile,
    inventory: run.config?.dependencyInventory?.path,
    report: DEFAULT_REPORT_FILE,
  };
  return Object.entries(named).some(
    ([key, other]) => key !== own && other !== undefined && other !== '' && resolve(other) === resolve(path),
  );
}

/**
 * A run that could not judge writes no code quality report nor SARIF file; one at its path is then not this run's,
 * and may be the merge request's own (committed: `[]`, "no new issues"), which GitLab would show as the job's
 * (attack40 C1), or reached through a folder it committed as a link to its own (attack43 L1): removed, with a
 * warning. A link of the checkout on the way is removed first (host/files.ts replaceLinkedFolders: never followed,
 * what it names untouched); unlink removes a link of the checkout at the path itself, never what it names. Only a
 * regular file or such a link: a device, a FIFO or a link outside the checkouts (/dev/null, /dev/stdout) is left (attack46 D1).
 */
async function removeStale(host: Host, path: string, shown: string, why: string): Promise<void> {
  const file = resolve(path);
  try {
    const link = await replaceLinkedFoldersOf(file);
    if (link !== undefined)
      host.warning(logLine(`removed ${link}, a symbolic link of the checkout on the way to ${file}: this run could not judge and ${why}.`));
    // Only a regular file or a link of the checkout: a device, a FIFO, a socket or the CI's link is left (attack46 D1).
    if (!(await isStaleFile(file))) return;
    await unlink(file);
    host.warning(logLine(`removed ${shown}: this run could not judge and ${why}.`));
  } catch (error) {
    host.warning(logLine(`could not remove ${file}, which this run did not write: ${(error as Error).message}`));
  }
}

async function writeCodeQuality(host: Host, path: string, { config, data, verdict }: SummaryInput): Promise<void> {
  const { codeQualityReport } = await import('../render/code-quality.ts');
  const listing = data.findings;
  if (listing?.state !== 'listed') {
    const why =
      listing === undefined || listing.state === 'off' ? 'list-findings is false' : `the findings list is not available (${listing.why})`;
    host.warning(`the code quality report holds only the confirmed-valid secrets: ${why}.`);
  }
  const findings = listing?.state === 'listed' ? listing.findings : [];
  const { issues, leftOut, apart } = codeQualityReport({
    findings,
    secrets: data.validSecrets,
    reading: verdict.reading,
    ...(host.context.repository === undefined ? {} : { repository: host.context.repository }),
    // What the platform's policy fails the run on and the list does not name: in the widget too (attack42 M1).
    apart: policyApart(config.platform, data, verdict.reading),
  });
  // In the summary's numbers (render/findings.ts): what an exception accepted is in neither count (attack42 A2).
  const kept = findings.filter((finding) => !isExcepted(verdict.reading, finding.judged)).length;
  const listed = listing?.state === 'listed' ? (verdict.counted.listed ?? listing.count) : 0;
  if (listed > kept) {
    host.warning(
      `the code quality report names ${count(kept)} of ${count(listed)} listed findings (the most severe and newest): the summary counts them all.`,
    );
  }
  const left = [
    leftOut.excepted > 0 ? `${leftOut.excepted} accepted by exceptions` : '',
    leftOut.elsewhere > 0 ? `${leftOut.elsewhere} of other repositories` : '',
    leftOut.withoutFile > 0 ? `${leftOut.withoutFile} without a file path` : '',
    policyUnkeptWords(policyUnkept(config.platform, data.policy)),
  ].filter((part) => part !== '');
  const said = [
    apart > 0 ? `${count(apart)} blocked by policy, shown apart from the counted findings` : '',
    left.length > 0 ? `left out: ${left.join(', ')}` : '',
  ].filter((part) => part !== '');
  if (await writeOrWarn(host, 'code quality', path, { json: issues, indent: 2 })) {
    host.info(`code quality: ${issues.length} issues written to ${resolve(path)}${said.length > 0 ? ` (${said.join('; ')})` : ''}`);
  }
}

/** Findings at their file and line as GitHub's workflow commands (the toolkit escapes their properties and messages), masked. */
const githubAnnotations: Sink = {
  name: 'the annotations',
  async verdict(shown, { host }) {
    if (!shown.config.github.annotations) return;
    for (const { level, message, title, file, startLine } of annotationsOf(shown, host.context.repository)) {
      const properties = {
        title: host.mask(title),
        ...(file === undefined ? {} : { file: host.mask(file) }),
        ...(startLine === undefined ? {} : { startLine }),
      };
      if (level === 'error') core.error(host.mask(message), properties);
      else if (level === 'warning') core.warning(host.mask(message), properties);
      else core.notice(host.mask(message), properties);
    }
  },
};

/**
 * One annotation as Azure's log issue. Each value is masked before the command is built, so a `[redacted]` marker's
 * `]` is escaped as the property's own and cannot end the properties (attack25). The line is masked once more as it
 * is written, where a URL in the file reads on over the escapes and the `]` into the message (`src/https:/h:1`: an
 * authority that is no host and port, cut to the next space): a file the line's mask would change is named in the
 * message instead, so the `]` stays and no message text becomes a property (attack34 A1).
 */
function azureIssue({ level, title, message, file, startLine }: Annotation, mask: (text: string) => string): string {
  const type = level === 'error' ? 'error' : 'warning';
  const text = mask(`${title}: ${message}`);
  if (file === undefined) return azureCommand('task.logissue', { type }, text);
  const line = azureCommand('task.logissue', { type, sourcepath: mask(file), linenumber: startLine }, text);
  if (mask(line) === line) return line;
  return azureCommand(
    'task.logissue',
    { type },
    mask(`${title}: ${message} (at ${file}${startLine === undefined ? '' : `, line ${startLine}`})`),
  );
}

/** Findings at their file and line as Azure's log issues: errors stay errors, notices become warnings (Azure has no notice). */
function azureIssues(out: (line: string) => void): Sink {
  return {
    name: 'the log issues',
    async verdict(shown, { host }) {
      if (!shown.config.github.annotations) return;
      for (const annotation of annotationsOf(shown, host.context.repository)) out(azureIssue(annotation, (text) => host.mask(text)));
    },
  };
}

/** The SARIF file (`sarif-file`), in any CI. */
function sarif(files: CliFiles): Sink {
  return {
    name: 'the SARIF file',
    // Code scanning closes the alert of a finding a SARIF file no longer holds: it holds every finding listed, not the most severe few (attack42 A3).
    everyFindingFor: ({ github: { sarifFile } }) => (sarifFile ? 'the SARIF file' : undefined),
    writes: ({ github: { sarifFile } }) =>
      sarifFile ? { setting: 'sarif-file', path: sarifFile, named: true, what: 'the SARIF file' } : undefined,
    async verdict(shown, { host }) {
      const path = shown.config.github.sarifFile;
      if (path) await writeSarif(host, path, shown);
    },
    async error(run, { host }) {
      // What the upload would take as this run's (an empty log closes every alert): the merge request's own, or an older run's.
      const path = run.config?.github.sarifFile;
      if (!path || namedByAnother(path, 'sarifFile', files, run)) return;
      await removeStale(host, path, resolve(path), "wrote no SARIF file, and an upload would have taken that file as this run's");
    },
  };
}

/**
 * The pull-request comment (the merge request's note on GitLab), as `comment-on-pr` asks: an error run
 * only updates one that exists; `on-failure` creates one only for a failing verdict.
 */
function comment(ci: CiName): Sink {
  const send = async (host: Host, config: Config | undefined, request: Omit<CommentRequest, 'policy' | 'projects'>): Promise<void> => {
    if (config === undefined || config.github.commentOnPr === 'never') return;
    const policy = config.github.commentOnPr;
    // The body leaves the run: masked like everything the host writes.
    const full: CommentRequest = { ...request, policy, projects: config.projects, render: (marker) => host.mask(request.render(marker)) };
    if (ci === 'github') return githubComment(host, config.github.token, full);
    if (ci === 'gitlab') {
      // The merge request's note: its client is loaded only by a GitLab run that asks for one.
      const { gitlabNote } = await import('../gitlab/note.ts');
      return gitlabNote(host, full);
    }
    host.warning(
      `comment-on-pr is ${policy}, but ${ci} has no comment the gate can keep up to date: read the summary file, the JUnit file or the outputs instead.`,
    );
  };
  return {
    name: ci === 'gitlab' ? 'the merge request note' : 'the pull-request comment',
    verdict: (shown, { host, timeoutMs }) =>
      send(host, shown.config, { failing: shown.verdict.result === 'fail', render: (marker) => renderComment(marker, shown), timeoutMs }),
    error: (error: ErrorRun, { host, timeoutMs }) =>
      // A failure the policy's lists showed is a failing run's comment: created where a failure creates one.
      send(host, error.config, {
        failing: error.shown ? true : undefined,
        render: (marker) => renderErrorComment(marker, error),
        timeoutMs,
      }),
  };
}

/**
 * The outputs as a dotenv file (--outputs-file; GitLab's dotenv report): every single-line output as
 * FINDINGS_GATE_OUT_<NAME>=value (never a setting's variable: outputVariable), `result` last. Written
 * when the run ends, decided or not.
 */
function outputsFile(path: string): Sink {
  return {
    name: 'the outputs file',
    writes: () => ({ setting: 'outputs-file', path, named: true, what: 'the outputs file' }),
    async ending({ host }) {
      const outputs = host.outputs();
      const lines = [...outputs]
        .filter(([name, value]) => name !== OUTPUT.result && !/[\r\n]/.test(value))
        .map(([name, value]) => `${outputVariable(name)}=${value}`);
      const result = outputs.get(OUTPUT.result);
      if (result !== undefined) lines.push(`${outputVariable(OUTPUT.result)}=${result}`);
      const { kept, left } = dotenvLines(lines, host.mask);
      if (left.length > 0) {
        host.warning(
          logLine(`the outputs file leaves out ${left.join(', ')}: its value reads as a URL that would run on into the lines after it.`),
        );
      }
      await writeOrWarn(host, 'outputs', path, `${kept.join('\n')}\n`);
    },
  };
}

/**
 * The dotenv's lines, each masked alone, and the variables of those left out. The mask reads the whole file once
 * more, and a URL at a line's end reads on over the line break where the next line's first word holds a `?` or an
 * `@`, or an `=` after the URL's `#`: every line holds an `=`, so a path such as `r/https:/h/x#readme` took every
 * next line with it, `result` last among them (attack34 D1); and over a line with no space to a `?` in a later one
 * (attack37 D2). A line that would take any kept line after it is left out.
 */
function dotenvLines(lines: readonly string[], mask: (text: string) => string): { kept: string[]; left: string[] } {
  const kept: string[] = [];
  const left: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = mask(lines[i] as string);
    // The whole rest, not the next line alone: a URL reads on over a line with no space to a `?` further down (attack37 D2).
    if (kept.length === 0 || keepsUrls(`${line}\n${kept.join('\n')}`)) kept.unshift(line);
    else left.unshift(line.slice(0, line.indexOf('=')));
  }
  return { kept, left };
}

/** Azure's output variables: one for each single-line output (a value on several lines cannot be one), set when the run ends. */
function outputVariables(out: (line: string) => void): Sink {
  return {
    name: 'the output variables',
    async ending({ host }) {
      for (const [name, value] of host.outputs()) {
        if (!/[\r\n]/.test(value)) out(azureCommand('task.setvariable', { variable: outputVariable(name), isOutput: 'true' }, value));
      }
    },
  };
}

/** Writes one file through the host's mask; a failed write is a warning (the verdict stands). */
async function writeOrWarn(host: Host, what: string, path: string, content: FileContent): Promise<boolean> {
  const file = resolve(path);
  try {
    await host.writeFile(file, content);
    return true;
  } catch (error) {
    host.warning(logLine(`could not write the ${what} file ${file}: ${(error as Error).message}`));
    return false;
  }
}
