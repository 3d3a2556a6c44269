// The GitLab CI/CD component (templates/findings-gate.yml): a spec:inputs header with the table's inputs
// that do anything in GitLab (typed, with their defaults, and the vocabulary's words as options), the
// component's own inputs (the job's name, stage, image, command, and when it runs), then one job that runs
// the command line. Every input reaches it as a flag, and a flag wins over a FINDINGS_GATE_ variable: a
// project, group or pipeline CI/CD variable outranks a job's own `variables:` in GitLab, so an input passed
// as a job variable could be replaced by anyone who may set one (a Maintainer's FINDINGS_GATE_CONFIG_FILE
// over the security team's policy). The typed inputs (true/false, numbers, one word of a vocabulary) go as
// they are, GitLab having checked what they can be; free text is held by its spec to TEXT_REGEX (no single
// quote, no line break), so that GitLab's interpolation of it between single quotes in the script is a
// shell word exactly as written (a single-quoted shell word expands nothing: $, `, \\ and * are kept), read
// into a variable of the script; it becomes `--name=value` only when not empty: an input left empty leaves
// the FINDINGS_GATE_ variable, if any, in charge (how a project sets a value the component does not).
// spec:inputs:regex has been in GitLab since 16.5; no interpolation function is needed.

import { describedFor } from '../../src/cli/help.ts';
import { inputOptions } from '../../src/config/input-options.ts';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { COMPONENT_VARIABLE } from '../../src/outputs.ts';
import { yamlQuote } from './yaml.ts';

/** What the job writes, and where GitLab reads it (artifacts:reports). */
export const GITLAB_FILES = {
  summary: 'findings-gate.md',
  junit: 'findings-gate.xml',
  outputs: 'findings-gate.env',
  report: 'findings-gate-report.json',
  codeQuality: 'gl-code-quality-report.json',
} as const;

interface JobInput {
  type: 'string' | 'boolean';
  default: string | boolean;
  description: string;
}

/** The component's own inputs: the job, not the gate. */
export function jobInputs(version: string): Record<string, JobInput> {
  return {
    'job-name': {
      type: 'string',
      default: 'findings-gate',
      description: 'The name of the job. Include the component twice (a merge-request gate and a nightly) under two names.',
    },
    stage: { type: 'string', default: 'test', description: 'The stage the job runs in.' },
    image: { type: 'string', default: 'node:24-slim', description: 'The image the job runs in: Node.js 22.19 or later, with npx.' },
    command: {
      type: 'string',
      default: `npx --yes --prefix "$(mktemp -d)" findings-gate@${version}`,
      description:
        "The command that runs findings-gate; the job adds its flags. The default runs this component's version from the npm registry, with npm's folder outside the checkout (an .npmrc or node_modules the merge request commits is not read); set your registry's or mirror's line here.",
    },
    'on-merge-requests': { type: 'boolean', default: true, description: 'Run in merge-request pipelines.' },
    'on-schedules': { type: 'boolean', default: true, description: 'Run in scheduled pipelines (a nightly, from a pipeline schedule).' },
    'on-default-branch': {
      type: 'boolean',
      default: false,
      description:
        "Run in the default branch's own pipelines too (a push, a merge). GitLab serves a branch's latest artifacts from its latest successful pipeline only: a nightly that runs there too keeps its report served as the merge requests' baseline after every merge.",
    },
  };
}

/** Whether an input of the table goes into the component: it does something in GitLab, and it is no token (those are masked CI/CD variables). */
export function inComponent(spec: InputSpec): boolean {
  return spec.type !== 'secret' && (spec.ci === undefined || spec.ci.includes('gitlab'));
}

/** Whether an input reaches the command line as a flag (typed: checked by GitLab) rather than a variable (free text). */
export function asFlag(spec: InputSpec): boolean {
  return spec.type === 'boolean' || spec.type === 'number' || spec.type === 'choice';
}

/** The shell variable a free-text input is read into: the script's own, so no CI/CD variable replaces it. */
export const TEXT_VARIABLE = 'findings_gate_input';

/**
 * What a free-text input may hold: anything but a single quote and a line break, which would end its quoting.
 * \\A and \\z hold the whole value in RE2 and in Ruby alike: an older GitLab ran the pattern as a Ruby Regexp,
 * where ^ and $ match at every line (attack23 C2: `x<LF>'; echo INJECTED; '` passed ^...$ there).
 */
export const TEXT_REGEX = "\\A[^'\\r\\n]*\\z";

/**
 * The script line of a free-text input: its value, between single quotes, into TEXT_VARIABLE, then
 * `--name=value` added to the positional parameters when it is not empty (an empty flag is refused by
 * the command line, and would hide the FINDINGS_GATE_ variable an empty input leaves in charge).
 */
export function textFlag(name: string): string {
  return `${TEXT_VARIABLE}='$[[ inputs.${name} ]]'; if [ -n "$${TEXT_VARIABLE}" ]; then set -- "$@" "--${name}=$${TEXT_VARIABLE}"; fi`;
}

/** One input of the spec:inputs header. */
function specInput(
  name: string,
  type: string,
  defaultValue: string,
  description: string,
  options?: readonly string[],
  regex?: string,
): string {
  const lines = [`    ${name}:`, `      description: ${yamlQuote(description)}`, `      type: ${type}`];
  if (options !== undefined) lines.push(`      options: [${options.map(yamlQuote).join(', ')}]`);
  if (regex !== undefined) lines.push(`      regex: ${yamlQuote(regex)}`);
  lines.push(`      default: ${defaultValue}`);
  return lines.join('\n');
}

/** A table input in the header: booleans and numbers as GitLab's types, enumerations with their words. */
function tableInput(name: string, spec: InputSpec): string {
  if (spec.type === 'boolean') return specInput(name, 'boolean', spec.default, describedFor(spec, 'gitlab'));
  if (spec.type === 'number') return specInput(name, 'number', spec.default, describedFor(spec, 'gitlab'));
  const options = spec.type === 'choice' ? inputOptions(name) : undefined;
  if (spec.type === 'choice' && options === undefined) throw new Error(`${name} is a choice without words (config/input-options.ts)`);
  return specInput(name, 'string', yamlQuote(spec.default), describedFor(spec, 'gitlab'), options, asFlag(spec) ? undefined : TEXT_REGEX);
}

/** templates/findings-gate.yml for the package's `version`. */
export function renderGitLabComponent(version: string): string {
  const table = Object.entries(INPUTS as Record<string, InputSpec>).filter(([, spec]) => inComponent(spec));
  const own = Object.entries(jobInputs(version)).map(([name, input]) =>
    specInput(name, input.type, typeof input.default === 'boolean' ? String(input.default) : yamlQuote(input.default), input.description),
  );
  const texts = table.filter(([, spec]) => !asFlag(spec)).map(([name]) => `    - ${textFlag(name)}`);
  const flags = table.filter(([, spec]) => asFlag(spec)).map(([name]) => `      --${name} $[[ inputs.${name} ]]`);
  return `${[
    '# findings-gate as a GitLab CI/CD component (docs/gitlab-component.md). Generated by `npm run generate`',
    '# from src/config/input-table.ts: edit the table, not this file.',
    'spec:',
    '  inputs:',
    ...own,
    ...table.map(([name, spec]) => tableInput(name, spec)),
    '---',
    "'$[[ inputs.job-name ]]':",
    '  stage: $[[ inputs.stage ]]',
    '  image: $[[ inputs.image ]]',
    // No artifact of an earlier job, and so none of its dotenv variables, which outrank every other variable
    // (FINDINGS_GATE_API_TOKEN, CI_API_V4_URL, an input left empty): attack32 M1.
    '  dependencies: []',
    '  rules:',
    `    - if: '"$[[ inputs.on-merge-requests ]]" == "true" && $CI_PIPELINE_SOURCE == "merge_request_event"'`,
    `    - if: '"$[[ inputs.on-schedules ]]" == "true" && $CI_PIPELINE_SOURCE == "schedule"'`,
    `    - if: '"$[[ inputs.on-default-branch ]]" == "true" && $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH && $CI_PIPELINE_SOURCE != "merge_request_event"'`,
    '  script:',
    // The component passes each input's default for one left out: a value equal to its default may be unset (src/outputs.ts).
    `    - set --; export ${COMPONENT_VARIABLE}=true`,
    ...texts,
    // The outputs file says the verdict: one of an earlier run, or the checkout's, is no verdict of this one.
    `    - rm -f ${GITLAB_FILES.outputs} || true; findings_gate_status=0`,
    '    - >-',
    '      $[[ inputs.command ]]',
    `      --summary-file ${GITLAB_FILES.summary}`,
    `      --junit-file ${GITLAB_FILES.junit}`,
    `      --outputs-file ${GITLAB_FILES.outputs}`,
    `      --report-file ${GITLAB_FILES.report}`,
    ...flags,
    '      "$@"',
    '      || findings_gate_status=$?',
    // Exit 1 is the gate's findings, which a nightly's allow_failure takes; npx and npm exit 1 too, when the gate
    // never ran (a registry down, a package not found): without the gate's fail in the outputs file, that is exit 2.
    `    - ${yamlQuote(`if [ "$findings_gate_status" = 1 ] && ! grep -qx 'FINDINGS_GATE_OUT_RESULT=fail' ${GITLAB_FILES.outputs} 2>/dev/null; then echo "findings-gate: the command exited 1 without the gate's verdict, so it did not run the gate (see above); the job ends with exit 2, which no allow_failure on exit 1 takes" >&2; exit 2; fi`)}`,
    '    - exit "$findings_gate_status"',
    '  artifacts:',
    '    when: always',
    '    paths:',
    `      - ${GITLAB_FILES.report}`,
    `      - ${GITLAB_FILES.summary}`,
    '    reports:',
    `      codequality: ${GITLAB_FILES.codeQuality}`,
    `      junit: ${GITLAB_FILES.junit}`,
    `      dotenv: ${GITLAB_FILES.outputs}`,
  ].join('\n')}\n`;
}
