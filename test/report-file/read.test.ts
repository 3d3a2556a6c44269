// Reading the baseline file, on real files: a regular file only, never through a symbolic link, never
// hanging on a FIFO, size capped; every problem comes back as a clause, never as an exception.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/evaluate.ts';
import { MAX_LISTED_FINDINGS } from '../../src/gate/findings.ts';
import { MAX_SECRET_DETAILS } from '../../src/gate/secrets.ts';
import {
  MAX_BASELINE_CONTAINERS,
  MAX_BASELINE_KEY_NAMES,
  MAX_BASELINE_STRINGS,
  MAX_BASELINE_VALUES,
  parseBaseline,
  readBaseline,
  readRunBaseline,
} from '../../src/report-file/read.ts';
import { verdictReport } from '../../src/report-file/write.ts';
import { gateDataOf, matrixOf } from '../support/builders.ts';
import { configOf, FETCHED_AT, validSecretOf } from '../support/fixtures.ts';

const config = configOf();
const counts = matrixOf({ 'code.high': 2, 'sca.critical': 1 });
const data = gateDataOf({ projects: [{ label: 'acme/api', projectId: '7', counts }], validSecrets: [validSecretOf({ id: 's-1' })] });
/** The report file of a run: what a later run reads as its baseline. */
const REPORT = JSON.stringify(verdictReport(config, data, evaluate(config, data), { elapsedMs: 800, requests: 4, filters: [] }), null, 2);
const BASELINE = {
  generatedAt: FETCHED_AT,
  deploymentId: '1234',
  basis: { projects: 'all', projectIds: [], findingTypes: ['code', 'sca', 'secrets'], filters: {} },
  projects: [{ label: 'acme/api', projectId: '7', counts }],
  validSecretIds: ['s-1'],
};

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-baseline-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readBaseline', () => {
  it('reads back a report file written by verdictReport as its baseline', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    expect(await readBaseline(path)).toEqual({ file: path, baseline: BASELINE });
  });

  it('gives the file as the path was given, relative paths being read from the working directory', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    const given = relative(process.cwd(), path);
    expect(await readBaseline(given)).toEqual({ file: given, baseline: BASELINE });
  });

  it('refuses a file of more strings than a report file of the gate writes, before JSON.parse builds them (attack8: 1.3 GB)', async () => {
    const path = join(dir, 'many.json');
    const report = JSON.parse(REPORT) as Record<string, unknown>;
    const ids = Array.from({ length: MAX_BASELINE_STRINGS + 1 }, (_, n) => n.toString(36));
    await writeFile(path, JSON.stringify({ ...report, findingIds: ids }));
    expect(await readBaseline(path)).toEqual({
      file: path,
      problem: 'it holds more than 2,500,000 strings, more than a report file of the gate writes',
    });
  });

  it('reads a file of as many strings as the bound, and refuses one of a string more', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    // Its keys and values, two quotes each (the report escapes no quote).
    expect(REPORT).not.toContain('\\"');
    const strings = (REPORT.match(/"/g) ?? []).length / 2;
    expect(await readBaseline(path, undefined, strings)).toEqual({ file: path, baseline: BASELINE });
    expect(await readBaseline(path, undefined, strings - 1)).toEqual({
      file: path,
      problem: `it holds more than ${strings - 1} strings, more than a report file of the gate writes`,
    });
  });

  it('refuses a file of more keys and values than a report file of the gate writes, strings or not (attack9: 2.4 GB of {})', async () => {
    for (const unit of ['{}', '[]', '0', 'null']) {
      const path = join(dir, 'pad.json');
      const pad = Array.from({ length: MAX_BASELINE_VALUES }, () => unit).join(',');
      await writeFile(path, `{"pad":[${pad}],${REPORT.slice(1)}`);
      expect(await readBaseline(path)).toEqual({
        file: path,
        problem: 'it holds more than 3,000,000 keys and values, more than a report file of the gate writes',
      });
    }
  });

  /** The keys and values of a text: the `{`, `[`, `,` and `:` outside its strings. */
  const valuesIn = (json: string): number => (json.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/[{[,:]/g) ?? []).length;

  it('reads a file of as many keys and values as the bound, and refuses one of a value more; none counted inside strings', async () => {
    const path = join(dir, 'findings-gate.json');
    // A label of every byte counted, and escapes: a quote before them, a backslash before the closing quote.
    const label = 'acme/"{api},[x]:y "quoted" \\';
    const report = REPORT.replace('"acme/api"', JSON.stringify(label));
    await writeFile(path, report);
    const values = valuesIn(report);
    expect(values).toBe(valuesIn(REPORT));
    const baseline = { ...BASELINE, projects: [{ ...BASELINE.projects[0], label }] };
    expect(await readBaseline(path, undefined, undefined, values)).toEqual({ file: path, baseline });
    expect(await readBaseline(path, undefined, undefined, values - 1)).toEqual({
      file: path,
      problem: `it holds more than ${values - 1} keys and values, more than a report file of the gate writes`,
    });
  });

  it('says a file cut inside a string (a cache saved in part) is not JSON', async () => {
    const path = join(dir, 'cut.json');
    await writeFile(path, REPORT.slice(0, REPORT.indexOf('acme/api')));
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'it is not JSON' });
  });

  /** The objects and lists of a text: the `{` and `[` outside its strings. */
  const containersIn = (json: string): number => (json.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/[{[]/g) ?? []).length;

  it('reads a file of as many objects and lists as the bound, and refuses one more; none counted inside strings', async () => {
    const path = join(dir, 'findings-gate.json');
    const label = 'acme/{api}[x] "quoted" \\';
    const report = REPORT.replace('"acme/api"', JSON.stringify(label));
    await writeFile(path, report);
    const containers = containersIn(report);
    expect(containers).toBe(containersIn(REPORT));
    const baseline = { ...BASELINE, projects: [{ ...BASELINE.projects[0], label }] };
    expect(await readBaseline(path, undefined, undefined, undefined, containers)).toEqual({ file: path, baseline });
    expect(await readBaseline(path, undefined, undefined, undefined, containers - 1)).toEqual({
      file: path,
      problem: `it holds more than ${containers - 1} objects and lists, more than a report file of the gate writes`,
    });
    await writeFile(path, `{"pad":[${Array(MAX_BASELINE_CONTAINERS).fill('{}').join(',')}],${REPORT.slice(1)}`);
    expect(await readBaseline(path)).toEqual({
      file: path,
      problem: 'it holds more than 500,000 objects and lists, more than a report file of the gate writes',
    });
  });

  it('refuses a file of more different keys than a report file of the gate has names, however many keys it holds', async () => {
    const path = join(dir, 'findings-gate.json');
    const pad = (names: number, copies: number) =>
      Array.from({ length: copies }, () => `{${Array.from({ length: names }, (_, n) => `"k${n}" : 0`).join(',')}}`).join(',');
    // Keys of the format's names, many times over: read.
    await writeFile(path, `{"pad":[${pad(10, 10_000)}],${REPORT.slice(1)}`);
    expect(await readBaseline(path)).toEqual({ file: path, baseline: BASELINE });
    // A thousand names and the report's own: refused, the names counted as written (a key after blanks too).
    await writeFile(path, `{"pad":[${pad(MAX_BASELINE_KEY_NAMES, 1)}],${REPORT.slice(1)}`);
    expect(await readBaseline(path)).toEqual({
      file: path,
      problem: 'it holds more than 1,000 different keys, more than a report file of the gate writes',
    });
    // Strings that are values are not keys, though more than a thousand differ.
    await writeFile(path, `{"pad":[${Array.from({ length: 2_000 }, (_, n) => `"k${n}"`).join(' , ')}],${REPORT.slice(1)}`);
    expect(await readBaseline(path)).toEqual({ file: path, baseline: BASELINE });
  });

  it('refuses a text that takes more than the limit as the heap holds it: a character past U+00FF makes it two bytes a character', async () => {
    const path = join(dir, 'findings-gate.json');
    for (const [name, used] of [
      ['acme/Ā', false],
      ['acme/é', true],
    ] as const) {
      const report = REPORT.replace('"acme/api"', JSON.stringify(name));
      await writeFile(path, report);
      const limit = Buffer.byteLength(report);
      expect(report.length * 2).toBeGreaterThan(limit);
      expect(await readBaseline(path, limit)).toEqual(
        used
          ? { file: path, baseline: { ...BASELINE, projects: [{ ...BASELINE.projects[0], label: name }] } }
          : {
              file: path,
              problem: `its text takes more than ${limit} bytes as the gate holds it (characters past U+00FF take two bytes each)`,
            },
      );
      // Within a limit of twice its characters, the text is read.
      expect(await readBaseline(path, report.length * 2)).toHaveProperty('baseline');
    }
  });

  it('says a missing file does not exist', async () => {
    const path = join(dir, 'absent.json');
    expect(await readBaseline(path)).toEqual({
      file: path,
      problem:
        'it does not exist (no baseline was downloaded: the first nightly has not run yet, its artifact expired, or the download failed)',
    });
  });

  it('refuses a symbolic link, even to a valid report file', async () => {
    const target = join(dir, 'findings-gate.json');
    const link = join(dir, 'link.json');
    await writeFile(target, REPORT);
    await symlink(target, link);
    expect(await readBaseline(link)).toEqual({ file: link, problem: 'it is a symbolic link, and only a regular file is read' });
  });

  it('refuses a directory as not a regular file', async () => {
    const path = join(dir, 'baseline');
    await mkdir(path);
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'it is not a regular file' });
  });

  it('refuses a FIFO as not a regular file, at once, without waiting for a writer', async () => {
    const path = join(dir, 'fifo.json');
    execFileSync('mkfifo', [path]);
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), 2_000);
    });
    const outcome = await Promise.race([readBaseline(path), hung]);
    clearTimeout(timer);
    expect(outcome).toEqual({ file: path, problem: 'it is not a regular file' });
  });

  it('says a path through a file is not a folder', async () => {
    const file = join(dir, 'findings-gate.json');
    await writeFile(file, REPORT);
    const path = join(file, 'baseline.json');
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'a part of its path is not a folder' });
  });

  it('reads a file of exactly the limit, and refuses one a byte larger', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    const size = Buffer.byteLength(REPORT);
    expect(await readBaseline(path, size)).toEqual({ file: path, baseline: BASELINE });
    const refused = await readBaseline(path, size - 1);
    expect(refused).toEqual({ file: path, problem: `it is larger than ${size - 1} bytes` });
  });

  it('refuses a file larger than a small limit', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    const loaded = await readBaseline(path, 100);
    expect(loaded.file).toBe(path);
    expect(loaded).toEqual({ file: path, problem: 'it is larger than 100 bytes' });
  });

  it('names a limit of whole MiB as such: larger than 1 MiB', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    expect(await readBaseline(path, 1024 * 1024)).toEqual({ file: path, baseline: BASELINE });
    await writeFile(path, ' '.repeat(1024 * 1024 + 1));
    expect(await readBaseline(path, 1024 * 1024)).toEqual({ file: path, problem: 'it is larger than 1 MiB' });
  });

  it('says a file it may not read cannot be read', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT);
    await chmod(path, 0o000);
    const loaded = await readBaseline(path);
    // Root reads a file whatever its mode, so the refusal can only be seen as another user: skipped as root.
    if (process.getuid?.() === 0) return;
    expect(loaded).toEqual({ file: path, problem: 'it cannot be read (permission denied)' });
  });

  it('says a file of invalid JSON is not JSON', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, REPORT.slice(0, 200));
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'it is not JSON' });
  });

  it('says an empty file is not JSON', async () => {
    const path = join(dir, 'findings-gate.json');
    await writeFile(path, '');
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'it is not JSON' });
  });

  it('passes on why a readable file is not a baseline', async () => {
    const path = join(dir, 'package.json');
    await writeFile(path, JSON.stringify({ name: 'findings-gate', version: '0.1.0' }));
    expect(await readBaseline(path)).toEqual({ file: path, problem: 'it is not a findings-gate report file' });
  });
});

describe('parseBaseline, each field to the letter', () => {
  /** A report file's JSON, loosely typed: the tests below break it on purpose. */
  type ReportJson = Record<string, unknown> & { basis: Record<string, unknown> };
  /** The report file with `edit` applied to its parsed JSON. */
  const problemOf = (edit: (report: ReportJson) => void) => {
    const report = JSON.parse(REPORT);
    edit(report);
    return parseBaseline(JSON.stringify(report));
  };

  it('refuses a generatedAt with more than four digits of year, though Date.parse reads it', () => {
    expect(problemOf((r) => (r.generatedAt = '+002026-11-22T14:00:00Z'))).toEqual({ problem: 'its generatedAt is not an ISO date-time' });
  });

  it('names each field of the basis that is not what it should be', () => {
    expect(problemOf((r) => (r.basis.findingTypes = 'code'))).toEqual({
      problem: 'its basis.findingTypes is missing or not a list of strings',
    });
    expect(problemOf((r) => (r.basis.projectIds = [7]))).toEqual({ problem: 'its basis.projectIds is missing or not a list of strings' });
    expect(problemOf((r) => (r.basis.filters = []))).toEqual({ problem: 'its basis.filters is missing or not an object' });
  });

  it('reads the ids of the findings a newer report file lists, and refuses ids that are not strings', () => {
    const read = problemOf((r) => (r.findingIds = ['a', 'b']));
    expect('baseline' in read && read.baseline.findingIds).toEqual(['a', 'b']);
    expect(problemOf((r) => (r.findingIds = [1]))).toEqual({ problem: 'its findingIds is missing or not a list of strings' });
  });

  it('reads as many finding ids as a run lists (MAX_LISTED_FINDINGS), and refuses one more before they are used', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);
    const most = problemOf((r) => (r.findingIds = ids(MAX_LISTED_FINDINGS)));
    expect('baseline' in most && most.baseline.findingIds?.length).toBe(MAX_LISTED_FINDINGS);
    expect(problemOf((r) => (r.findingIds = ids(MAX_LISTED_FINDINGS + 1)))).toEqual({
      problem: 'it holds more than 500,000 finding ids, more than a run of the gate lists and records',
    });
  });

  it('reads as many confirmed-valid secret ids as a run keeps (MAX_SECRET_DETAILS), and refuses one more (attack12 M3)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
    const most = problemOf((r) => (r.validSecretIds = ids(MAX_SECRET_DETAILS)));
    expect('baseline' in most && most.baseline.validSecretIds.length).toBe(MAX_SECRET_DETAILS);
    expect(problemOf((r) => (r.validSecretIds = ids(MAX_SECRET_DETAILS + 1)))).toEqual({
      problem: 'it holds more than 10,000 confirmed-valid secret ids, more than a run of the gate keeps and records',
    });
  });

  it("reads what a project's exceptions accepted, and refuses counts of it that are not a matrix", () => {
    const accepted = matrixOf({ 'code.low': 3 });
    const read = problemOf((r) => ((r.projects as Record<string, unknown>[])[0] = { label: 'acme/api', counts, accepted }));
    expect('baseline' in read && read.baseline.projects).toEqual([{ label: 'acme/api', counts, accepted }]);
    expect(problemOf((r) => ((r.projects as Record<string, unknown>[])[0] = { label: 'acme/api', counts, accepted: [] }))).toEqual({
      problem: 'its projects[0].accepted is missing or not an object',
    });
  });
});

describe("readRunBaseline: in a pull request's run, not a baseline in its checkout (attack26 G3g, attack27 G3l)", () => {
  const PR = 'GITHUB_EVENT_NAME is pull_request';
  let checkout: string;
  let outside: string;
  const problem = `it is in the checkout (the working directory or the CI's checkout folder), which may hold a pull request's code in this run (${PR}): a baseline is the report of a run on the default branch, restored outside the checkout (on GitHub, under runner.temp)`;
  beforeEach(async () => {
    // The pull request's checkout (the working directory): it committed a baseline.json (raised counts).
    checkout = join(dir, 'checkout');
    outside = join(dir, 'restored');
    await mkdir(join(checkout, '..reports'), { recursive: true });
    await mkdir(outside);
    for (const file of [join(checkout, 'baseline.json'), join(checkout, '..reports', 'b.json'), join(outside, 'baseline.json')])
      await writeFile(file, REPORT);
    await writeFile(join(outside, 'broken.json'), '{}');
    // A folder outside that is a link into the checkout.
    await symlink(checkout, join(dir, 'into-checkout'));
  });

  it('does not use a file below the working directory, by any path to it, and says why', async () => {
    for (const path of [
      'baseline.json',
      join(checkout, 'baseline.json'),
      '..reports/b.json',
      'missing/baseline.json',
      join(dir, 'into-checkout', 'baseline.json'),
      // A folder not there yet, below a link into the checkout: read through the link's real folder.
      join(dir, 'into-checkout', 'missing', 'baseline.json'),
      relative(checkout, join(dir, 'into-checkout', 'baseline.json')),
    ])
      expect(await readRunBaseline(path, PR, checkout, {}), path).toEqual({ file: path, problem });
  });

  it("does not use a file of the CI's checkout where the step runs in a folder of it, and a path climbs out", async () => {
    const sub = join(checkout, 'sub');
    await mkdir(sub);
    const climbing = join(sub, '..', 'baseline.json');
    for (const variable of ['GITHUB_WORKSPACE', 'CI_PROJECT_DIR', 'BUILD_SOURCESDIRECTORY', 'BITBUCKET_CLONE_DIR', 'WORKSPACE'])
      expect(await readRunBaseline(climbing, PR, sub, { [variable]: checkout }), variable).toEqual({ file: climbing, problem });
    // Where the CI names no checkout, the working directory is the one known: the file above it is read.
    expect(await readRunBaseline(climbing, PR, sub, {})).toEqual({ file: climbing, baseline: BASELINE });
    expect(await readRunBaseline(climbing, PR, sub, { GITHUB_WORKSPACE: '' })).toEqual({ file: climbing, baseline: BASELINE });
  });

  it('reads a file outside the working directory, any file outside a pull request, and says what is wrong with one that is no baseline', async () => {
    const restored = join(outside, 'baseline.json');
    expect(await readRunBaseline(restored, PR, checkout, {})).toEqual({ file: restored, baseline: BASELINE });
    const inside = join(checkout, 'baseline.json');
    expect(await readRunBaseline(inside, undefined, checkout, { GITHUB_WORKSPACE: checkout })).toEqual({
      file: inside,
      baseline: BASELINE,
    });
    const broken = join(outside, 'broken.json');
    expect(await readRunBaseline(broken, PR, checkout, {})).toEqual(await readBaseline(broken));
  });
});
