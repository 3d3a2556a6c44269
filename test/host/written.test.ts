// host/written.ts: every file a run writes at its own path, whatever its spelling (attack25 F1, attack26 F1b).
// The sinks are the real ones pickSinks picks; the paths are real folders, one of them a symbolic link.
import { link, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandLineWords } from '../../src/cli/args.ts';
import type { Config } from '../../src/config/index.ts';
import { ConfigError } from '../../src/config/inputs.ts';
import { ciContext } from '../../src/host/detect.ts';
import { pickSinks } from '../../src/host/sinks.ts';
import { textHost } from '../../src/host/text.ts';
import type { CiName, CliFiles } from '../../src/host/types.ts';
import { fileIdentity, refuseSharedFiles, SharedFileError, writtenFiles } from '../../src/host/written.ts';
import { configOf, TWELVE_WEEKS } from '../support/fixtures.ts';
import { temporaryFolder } from '../support/temporary.ts';

let dir: string;
beforeAll(async () => {
  dir = await temporaryFolder('findings-gate-written-');
  await mkdir(join(dir, 'real'));
  await symlink(join(dir, 'real'), join(dir, 'linked'));
});

/** The sinks of a command-line run in `ci` with `files`. */
function sinksOf(ci: CiName, files: CliFiles) {
  const env = {};
  const host = textHost({
    context: ciContext(ci, env),
    inputs: {},
    files,
    inputWords: (e) => e.message,
    stdout: () => {},
    stderr: () => {},
    env,
  });
  return pickSinks(host, { files, env, stdout: () => {} });
}

const inventory = (path: string): Pick<Config, 'dependencyInventory'> => ({ dependencyInventory: { path, format: 'json' } });

/** The error refuseSharedFiles throws, in the command line's words; undefined where it throws none. */
async function refusal(config: Config, files: CliFiles, ci: CiName = 'generic'): Promise<string | undefined> {
  try {
    await refuseSharedFiles(config, sinksOf(ci, files));
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return commandLineWords(error as ConfigError);
  }
}

/** The setting of the sink a refusal names as the later writer (the one main.ts leaves out); undefined where it names none. */
async function laterWriter(config: Config, files: CliFiles, ci: CiName = 'generic'): Promise<string | undefined> {
  const error = await refuseSharedFiles(config, sinksOf(ci, files)).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SharedFileError);
  return (error as SharedFileError).later?.writes?.(config)?.setting;
}

describe('fileIdentity', () => {
  it('is one for every spelling of one file: relative or absolute, dots, doubled slashes, a linked folder', async () => {
    const one = await fileIdentity(join(dir, 'real', 'out.json'));
    for (const spelling of [
      join(dir, 'real', '.', 'out.json'),
      `${dir}//real/out.json`,
      join(dir, 'real', 'sub', '..', 'out.json'),
      join(dir, 'linked', 'out.json'),
      relative(process.cwd(), join(dir, 'real', 'out.json')),
    ])
      expect(await fileIdentity(spelling), spelling).toBe(one);
    // A folder not made yet below a linked one.
    expect(await fileIdentity(join(dir, 'linked', 'new', 'a.json'))).toBe(await fileIdentity(join(dir, 'real', 'new', 'a.json')));
    expect(await fileIdentity(join(dir, 'real', 'other.json'))).not.toBe(one);
  });

  it('is one for two hard links of one file, and two for two files (attack26 F1c)', async () => {
    const report = join(dir, 'real', 'r.json');
    await writeFile(report, '{}');
    await link(report, join(dir, 'real', 'j.xml'));
    await writeFile(join(dir, 'real', 'c.json'), '{}');
    expect(await fileIdentity(join(dir, 'linked', 'j.xml'))).toBe(await fileIdentity(report));
    expect(await fileIdentity(join(dir, 'real', 'c.json'))).not.toBe(await fileIdentity(report));
    expect(await refusal(configOf(), { reportFile: report, junitFile: join(dir, 'real', 'j.xml') })).toBe(
      `--junit-file is ${JSON.stringify(join(dir, 'real', 'j.xml'))}, the file the report file is written to: the JUnit file would replace the report file. Give each its own path.`,
    );
  });

  it('is one for a path through a link to a folder not made yet and the folder it names (attack31 W3)', async () => {
    await symlink(join(dir, 'real', 'later'), join(dir, 'dangling'));
    expect(await fileIdentity(join(dir, 'dangling', 'r.json'))).toBe(await fileIdentity(join(dir, 'real', 'later', 'r.json')));
    // A link to itself ends, as the system's would.
    await symlink(join(dir, 'loop'), join(dir, 'loop'));
    expect(await fileIdentity(join(dir, 'loop', 'r.json'))).toBe(join(dir, 'loop', 'r.json'));
  });

  it('takes case apart only where the system does', async () => {
    const path = join(dir, 'real', 'Out.JSON');
    expect(await fileIdentity(path, 'linux')).not.toBe(await fileIdentity(join(dir, 'real', 'out.json'), 'linux'));
    expect(await fileIdentity(path, 'darwin')).toBe(await fileIdentity(join(dir, 'real', 'out.json'), 'darwin'));
    expect(await fileIdentity(path, 'win32')).toBe(await fileIdentity(join(dir, 'real', 'out.json'), 'win32'));
    // One case is each letter's own other case, not a spelling folded to another: APFS and NTFS keep
    // Straße.json and STRASSE.json apart (ß has no one-letter capital), and so does the check.
    for (const platform of ['darwin', 'win32'] as const)
      expect(await fileIdentity(join(dir, 'real', 'Straße.json'), platform), platform).not.toBe(
        await fileIdentity(join(dir, 'real', 'STRASSE.json'), platform),
      );
  });
});

describe('refuseSharedFiles', () => {
  it('refuses a file named where a folder is, a default path too, before any request (attack44 F1)', async () => {
    const folder = join(dir, 'real', 'findings-gate.xml');
    await mkdir(folder, { recursive: true });
    expect(await refusal(configOf(), { junitFile: folder })).toBe(
      `--junit-file is ${JSON.stringify(folder)}, where a folder is: the JUnit file is a file the gate writes there. Name another path, or remove the folder.`,
    );
    // A link at the name is no refusal: it is replaced when written (files.ts); a file there is written over.
    await symlink(join(dir, 'real'), join(dir, 'real', 'linked-out.xml'));
    await writeFile(join(dir, 'real', 'plain.xml'), 'x');
    expect(await refusal(configOf(), { junitFile: join(dir, 'real', 'linked-out.xml') })).toBe(undefined);
    expect(await refusal(configOf(), { junitFile: join(dir, 'real', 'plain.xml') })).toBe(undefined);
    // The action's words for the SARIF file, and GitLab's default code quality file (a folder committed at its name).
    const sarif = { ...configOf().github, sarifFile: folder };
    await expect(refuseSharedFiles(configOf({ github: sarif }), sinksOf('github', {}))).rejects.toThrow(
      `Input 'sarif-file' is ${JSON.stringify(folder)}, where a folder is`,
    );
  });

  it('lists the inventory and each file sink a run writes, in the order written', () => {
    const config = configOf({ ...inventory('deps.json'), trend: TWELVE_WEEKS, github: { ...configOf().github, sarifFile: 'a.sarif' } });
    const files = { summaryFile: 's.md', junitFile: 'j.xml', outputsFile: 'o.env', reportFile: 'r.json' };
    expect(writtenFiles(config, sinksOf('gitlab', files)).map(({ setting, named }) => `${setting}${named ? '' : ' (default)'}`)).toEqual([
      'dependency-inventory',
      'report-file',
      'trend (default)',
      'summary-file',
      'junit-file',
      'sarif-file',
      'outputs-file',
    ]);
  });

  it('refuses the SARIF file at the inventory, through any spelling (attack25 F1, attack26 F1b)', async () => {
    const github = (sarifFile: string) => ({ ...configOf().github, sarifFile });
    for (const sarif of [join(dir, 'real', 'out.json'), join(dir, 'linked', 'out.json'), `${dir}/real/./out.json`])
      expect(await refusal(configOf({ ...inventory(join(dir, 'real', 'out.json')), github: github(sarif) }), {})).toBe(
        `--sarif-file is ${JSON.stringify(sarif)}, the file the dependency inventory is written to: the SARIF file would replace the dependency inventory. Give each its own path.`,
      );
    expect(
      await refusal(configOf({ ...inventory(join(dir, 'real', 'deps.json')), github: github(join(dir, 'real', 'out.json')) }), {}),
    ).toBe(undefined);
    // The action's words, which the action's log shows as they are.
    const path = join(dir, 'real', 'out.json');
    await expect(refuseSharedFiles(configOf({ ...inventory(path), github: github(path) }), sinksOf('github', {}))).rejects.toThrow(
      `Input 'sarif-file' is ${JSON.stringify(path)}, the file the dependency inventory is written to: the SARIF file would replace the dependency inventory. Give each its own path.`,
    );
  });

  it('names the sink that writes the later of the two files, among the sinks that write none (attack29 W2)', async () => {
    const shared = join(dir, 'real', 'shared.json');
    const twice = { reportFile: shared, junitFile: shared };
    expect(await laterWriter(configOf(), twice)).toBe('junit-file');
    expect(await laterWriter(configOf({ ...inventory(join(dir, 'real', 'deps.json')) }), twice)).toBe('junit-file');
    expect(await laterWriter(configOf({ ...inventory(join(dir, 'real', 'deps.json')) }), { ...twice, summaryFile: 's.md' }, 'gitlab')).toBe(
      'junit-file',
    );
    const sarif = { ...configOf().github, sarifFile: shared };
    expect(await laterWriter(configOf({ ...inventory(shared), github: sarif }), {})).toBe('sarif-file');
    // The inventory is written first: never the later one.
    expect(await laterWriter(configOf({ ...inventory(shared) }), { reportFile: shared })).toBe('report-file');
  });

  it("refuses a command line's file at another's, and a setting at a default's path, blaming the one given", async () => {
    const report = join(dir, 'real', 'findings-gate-report.json');
    expect(await refusal(configOf(), { reportFile: report, junitFile: join(dir, 'linked', 'findings-gate-report.json') })).toBe(
      `--junit-file is ${JSON.stringify(join(dir, 'linked', 'findings-gate-report.json'))}, the file the report file is written to: the JUnit file would replace the report file. Give each its own path.`,
    );
    // GitLab's default code quality file, for named projects, against the inventory a setting names.
    const gitlab = configOf({ projects: ['acme/api'], ...inventory('gl-code-quality-report.json') });
    expect(await refusal(gitlab, { reportFile: report }, 'gitlab')).toBe(
      '--dependency-inventory is "gl-code-quality-report.json", the file the code quality report ("gl-code-quality-report.json") is written to: the code quality report would replace the dependency inventory. Give each its own path.',
    );
    // The trend's JSON beside the report file: a summary file given that path.
    const trend = join(dir, 'real', 'findings-gate-trend.json');
    expect(await refusal(configOf({ trend: TWELVE_WEEKS }), { reportFile: report, summaryFile: trend })).toMatch(
      /^--summary-file is ".*findings-gate-trend\.json", the file the trend file \(".*"\) is written to: the summary file would replace the trend file\./,
    );
    expect(await refusal(configOf({ trend: TWELVE_WEEKS }), { reportFile: report, summaryFile: join(dir, 'real', 'summary.md') })).toBe(
      undefined,
    );
  });
});
