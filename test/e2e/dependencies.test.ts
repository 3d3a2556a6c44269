// End to end: the license-policy gate and the dependency inventory, run from the built bundle
// against the sandbox, asserting on what a user gets: exit status, outputs, summary, the file.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset, DependencyRecord } from '../sandbox/data.ts';
import { datasetOf, demoDataset, generateDataset } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { runAction } from '../support/runner.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

/** Inputs that leave the findings and secrets out of the verdict, so only the dependency gate decides. */
const ONLY_DEPENDENCIES = { projects: '*', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };
const BLOCK = 'LICENSE_POLICY_SETTING_BLOCK';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fg-deps-e2e-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every record of the dataset the sandbox serves without filters (archived repositories left out). */
function served(dataset: Dataset, keep: (d: DependencyRecord) => boolean = () => true): DependencyRecord[] {
  const records: DependencyRecord[] = [];
  for (let i = 0; i < dataset.dependencies.count; i++) {
    const d = dataset.dependencies.at(i);
    if (!d.archived && keep(d)) records.push(d);
  }
  return records;
}

/** The dependency requests the sandbox received, by the query they carried. */
function dependencyQueries(sb: Sandbox): Record<string, string[]>[] {
  return sb.requests.filter((r) => r.route === 'dependencies').map((r) => r.query);
}

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(quoted, 'no quoted field is left open').toBe(false);
  expect(cell === '' && row.length === 0, 'the file ends with CRLF').toBe(true);
  return rows;
}

/** A validator of CycloneDX 1.6 JSON, from the schemas @cyclonedx/cyclonedx-library ships. */
async function cyclonedxValidator(): Promise<(doc: unknown) => string[]> {
  const schemaDir = join(import.meta.dirname, '../../node_modules/@cyclonedx/cyclonedx-library/res/schema');
  const load = async (name: string): Promise<Record<string, unknown>> => JSON.parse(await readFile(join(schemaDir, name), 'utf8'));
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // Formats ajv-formats lacks: checked loosely (no whitespace or characters an IRI forbids).
  ajv.addFormat('iri-reference', (s: string) => !/[\s<>"{}|\\^`]/.test(s));
  ajv.addFormat('idn-email', (s: string) => /^[^@\s]+@[^@\s]+$/.test(s));
  // bom-1.6 refers to its siblings by their file names.
  ajv.addSchema({ ...(await load('spdx.SNAPSHOT.schema.json')), $id: 'http://cyclonedx.org/schema/spdx.SNAPSHOT.schema.json' });
  ajv.addSchema({ ...(await load('jsf-0.82.SNAPSHOT.schema.json')), $id: 'http://cyclonedx.org/schema/jsf-0.82.SNAPSHOT.schema.json' });
  const validate = ajv.compile(await load('bom-1.6.SNAPSHOT.schema.json'));
  return (doc) => (validate(doc) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`));
}

describe('the license gate', () => {
  it('fails on dependencies with a blocked license, with the reason, the exact count and the summary rows', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const blocked = served(sb.dataset, (d) => d.licensePolicySetting === BLOCK);
    expect(blocked.length).toBeGreaterThan(0);
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'fail-on-blocked-licenses': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
    expect(run.outputs['blocked-dependencies']).toBe(String(blocked.length));
    const reason = `${blocked.length} dependencies with a blocked license`;
    expect(annotations(run, 'error')).toEqual([`findings-gate failed: ${reason} (see the job summary for details)`]);
    const summary = rendered(run.summary);
    expect(summary).toContain(`\n- ${reason}\n`);
    expect(summary).toContain(`### Dependencies with a blocked license (${blocked.length})`);
    expect(summary).toContain('| package | version | ecosystem | licenses | repository | manifest |');
    const [first] = blocked;
    if (first === undefined) throw new Error('the demo dataset has a blocked dependency');
    const project = sb.dataset.projects.find((p) => p.id === first.repositoryId);
    expect(summary).toContain(
      `| ${first.name} | ${first.version} | ${first.ecosystem} | ${first.licenses.join(', ')} | ${project?.name} | [${first.definedAt.path}](${first.definedAt.url}) |`,
    );
    const rows = summary.split('\n').filter((line) => blocked.some((d) => line.startsWith(`| ${d.name} | ${d.version} |`)));
    expect(rows).toHaveLength(Math.min(50, blocked.length));
    if (blocked.length > 50) expect(summary).toContain(`…and ${blocked.length - 50} more dependencies.`);
    const report = run.report as { blockedDependencyCount: number; reasons: string[] };
    expect(report.blockedDependencyCount).toBe(blocked.length);
    expect(report.reasons).toEqual([reason]);
    // Every page, at the largest page size, asking the API for the Block policy only.
    const queries = dependencyQueries(sb);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query['dependencyFilter.licensePolicySettings']).toEqual([BLOCK]);
      expect(query.pageSize).toEqual(['10000']);
    }
  });

  it('counts every page: the count is exact beyond what the summary and memory keep', async () => {
    const gpl = Array.from({ length: 10_050 }, (_, i) => ({ project: 'acme/api', name: `gpl-${i}`, licenses: ['GPL-3.0'] }));
    const mit = Array.from({ length: 500 }, (_, i) => ({ project: 'acme/api', name: `mit-${i}` }));
    const dataset = datasetOf({
      projects: ['acme/api'],
      dependencies: [...mit, ...gpl, ...mit.map((d) => ({ ...d, name: `${d.name}-b` }))],
    });
    const blocked = served(dataset, (d) => d.licensePolicySetting === BLOCK).length;
    expect(blocked, 'the blocked list spans more than one page of 10,000').toBeGreaterThan(10_000);
    const sb = await sandbox({ dataset });
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...ONLY_DEPENDENCIES, 'fail-on-blocked-licenses': 'true' },
      killAfterMs: 60_000,
    });
    expect(run.code).toBe(1);
    expect(run.outputs['blocked-dependencies']).toBe(String(blocked));
    expect(dependencyQueries(sb).length).toBe(Math.ceil(blocked / 10_000));
    const summary = rendered(run.summary);
    expect(summary).toContain(`\n- ${blocked} dependencies with a blocked license\n`);
    expect(summary).toContain(`…and ${(blocked - 50).toLocaleString('en-US')} more dependencies.`);
    expect((run.report as { blockedDependencies: unknown[] }).blockedDependencies).toHaveLength(1000);
  }, 90_000);

  it('passes when no dependency has a blocked license, and is off by default', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: ['acme/api'], dependencies: [{ name: 'lodash' }, { name: 'qs', licenses: ['BSD-3-Clause'] }] }),
    });
    const on = await gate(sb, { ...ONLY_DEPENDENCIES, 'fail-on-blocked-licenses': 'true' });
    expect(on.code).toBe(0);
    expect(on.outputs.result).toBe('pass');
    expect(on.outputs['blocked-dependencies']).toBe('0');
    expect(on.summary).not.toContain('blocked license');

    const gpl = await sandbox({
      dataset: datasetOf({ projects: ['acme/api'], dependencies: [{ name: 'gpl-lib', licenses: ['GPL-3.0'] }] }),
    });
    const off = await gate(gpl, ONLY_DEPENDENCIES);
    expect(off.code).toBe(0);
    expect(off.outputs.result).toBe('pass');
    expect(off.outputs['blocked-dependencies']).toBe('0');
    expect(dependencyQueries(gpl)).toEqual([]);
  });

  it('fails on blocked dependencies of the seed item shape {id, name, version}', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: ['acme/api'],
        dependencies: [{ name: 'gpl-lib', version: '2.0.0', licenses: ['GPL-3.0'] }, { name: 'lodash' }],
        dependencyShape: 'seed',
      }),
    });
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'fail-on-blocked-licenses': 'true' });
    expect(run.code).toBe(1);
    expect(run.outputs['blocked-dependencies']).toBe('1');
    expect(rendered(run.summary)).toContain('| gpl-lib | 2.0.0 |');
  });

  it('is an error, never a pass, when the dependencies API fails', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('dependencies', { kind: 'status', status: 404 });
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'fail-on-blocked-licenses': 'true' });
    expectErrorRun(run, 'fail', /^dependencies: HTTP 404/);
    expect(run.outputs['blocked-dependencies']).toBeUndefined();
  });
});

describe('dependency filters', () => {
  it('reach every dependency request with the names of the spec', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const path = join(dir, 'filtered.json');
    const run = await gate(sb, {
      ...ONLY_DEPENDENCIES,
      'fail-on-blocked-licenses': 'true',
      'dependency-inventory': path,
      'dependency-repository-ids': '1201, 1202',
      ecosystems: 'npm, PyPI',
      transitivity: 'direct, transitive',
      'lockfile-path': 'package-lock.json',
      licenses: 'GPL-3.0, AGPL-3.0, MIT',
      'include-archived': 'true',
    });
    expectWellBehaved(run, sb.tokens.demo);
    const queries = dependencyQueries(sb);
    const common = {
      'dependencyFilter.repositoryId': ['1201', '1202'],
      'dependencyFilter.ecosystem': ['npm', 'pypi'],
      'dependencyFilter.transitivity': ['DIRECT', 'TRANSITIVE'],
      'dependencyFilter.lockfilePath': ['package-lock.json'],
      'dependencyFilter.license': ['GPL-3.0', 'AGPL-3.0', 'MIT'],
      'dependencyFilter.includeArchived': ['true'],
      pageSize: ['10000'],
    };
    // Two walks: the license gate's (Block only) and the inventory's (the user's filters only).
    expect(queries).toContainEqual({ ...common, 'dependencyFilter.licensePolicySettings': [BLOCK] });
    expect(queries).toContainEqual(common);
    expect(queries).toHaveLength(2);
    const expected = (d: DependencyRecord): boolean =>
      d.archived &&
      ['1201', '1202'].includes(d.repositoryId) &&
      ['npm', 'pypi'].includes(d.ecosystem) &&
      ['DIRECT', 'TRANSITIVE'].includes(d.transitivity) &&
      d.definedAt.path === 'package-lock.json' &&
      d.licenses.some((l) => ['GPL-3.0', 'AGPL-3.0', 'MIT'].includes(l));
    let n = 0;
    for (let i = 0; i < sb.dataset.dependencies.count; i++) if (expected(sb.dataset.dependencies.at(i))) n++;
    expect(run.outputs.dependencies).toBe(String(n));
    expect(rendered(run.summary)).toContain('include-archived: true (archived repositories only)');
  });
});

describe('the inventory', () => {
  const shapes = ['found', 'seed'] as const;

  /** What the inventory must hold for a record: what the item shape carries. */
  const expectedOf = (d: DependencyRecord, shape: 'found' | 'seed') =>
    shape === 'seed'
      ? { id: d.id, name: d.name, version: d.version }
      : {
          name: d.name,
          version: d.version,
          ecosystem: d.ecosystem,
          transitivity: d.transitivity,
          licenses: d.licenses,
          repositoryId: d.repositoryId,
          lockfile: d.definedAt.path,
        };

  for (const shape of shapes) {
    it(`as .json holds exactly the dependencies served (${shape} items)`, async () => {
      const dataset = shape === 'seed' ? { ...demoDataset(), dependencyShape: 'seed' as const } : demoDataset();
      const sb = await sandbox({ dataset });
      const path = join(dir, `inventory-${shape}.json`);
      const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(0);
      const records = served(sb.dataset);
      expect(run.outputs['dependency-inventory']).toBe(path);
      expect(run.outputs.dependencies).toBe(String(records.length));
      const doc = JSON.parse(await readFile(path, 'utf8'));
      expect(doc).toMatchObject({ format: 'findings-gate/dependency-inventory', version: 1, deployment: { id: '4242' } });
      expect(doc.count).toBe(records.length);
      const got = doc.dependencies.map((d: Record<string, unknown>) =>
        shape === 'seed'
          ? { id: d.id, name: d.name, version: d.version }
          : {
              name: d.name,
              version: d.version,
              ecosystem: d.ecosystem,
              transitivity: d.transitivity,
              licenses: d.licenses,
              repositoryId: d.repositoryId,
              lockfile: (d.definedAt as { path: string }).path,
            },
      );
      expect(got).toEqual(records.map((d) => expectedOf(d, shape)));
      for (const d of doc.dependencies) expect(d.purl).toMatch(/^pkg:[a-z]+\/.+/);
      expect(await readdir(dir)).not.toContain(`inventory-${shape}.json.partial`);
    });

    it(`as .csv holds exactly the dependencies served, one row each under a header (${shape} items)`, async () => {
      const dataset = shape === 'seed' ? { ...demoDataset(), dependencyShape: 'seed' as const } : demoDataset();
      const sb = await sandbox({ dataset });
      const path = join(dir, `inventory-${shape}.csv`);
      const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
      expect(run.code).toBe(0);
      const [header, ...rows] = parseCsv(await readFile(path, 'utf8'));
      expect(header).toEqual([
        'name',
        'version',
        'ecosystem',
        'purl',
        'transitivity',
        'licenses',
        'repository_id',
        'lockfile_path',
        'lockfile_line',
        'lockfile_url',
        'manifest_path',
        'resolved_url',
        'id',
      ]);
      const records = served(sb.dataset);
      expect(run.outputs.dependencies).toBe(String(records.length));
      const col = (name: string) => (header ?? []).indexOf(name);
      const got = rows.map((r) =>
        shape === 'seed'
          ? { id: r[col('id')], name: r[col('name')], version: r[col('version')] }
          : {
              name: r[col('name')],
              version: r[col('version')],
              ecosystem: r[col('ecosystem')],
              transitivity: r[col('transitivity')],
              licenses: (r[col('licenses')] ?? '') === '' ? [] : (r[col('licenses')] ?? '').split('; '),
              repositoryId: r[col('repository_id')],
              lockfile: r[col('lockfile_path')],
            },
      );
      expect(got).toEqual(records.map((d) => expectedOf(d, shape)));
    });

    it(`as .cdx.json is valid CycloneDX 1.6 holding exactly the dependencies served (${shape} items)`, async () => {
      const dataset = shape === 'seed' ? { ...demoDataset(), dependencyShape: 'seed' as const } : demoDataset();
      const sb = await sandbox({ dataset });
      const path = join(dir, `inventory-${shape}.cdx.json`);
      const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
      expect(run.code).toBe(0);
      const bom = JSON.parse(await readFile(path, 'utf8'));
      expect((await cyclonedxValidator())(bom)).toEqual([]);
      expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6', version: 1 });
      expect(bom.serialNumber).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(bom.metadata.tools.components).toEqual([{ type: 'application', name: 'findings-gate' }]);
      const records = served(sb.dataset);
      expect(bom.components).toHaveLength(records.length);
      expect(new Set(bom.components.map((c: { 'bom-ref': string }) => c['bom-ref'])).size).toBe(records.length);
      const got = bom.components.map((c: { name: string; version: string; licenses?: { license: { id?: string; name?: string } }[] }) => ({
        name: c.name,
        version: c.version,
        licenses: (c.licenses ?? []).map((l) => l.license.id ?? l.license.name),
      }));
      expect(got).toEqual(records.map((d) => ({ name: d.name, version: d.version, licenses: shape === 'seed' ? [] : d.licenses })));
      if (shape === 'found') {
        const maven = bom.components.find((c: { name: string }) => c.name === 'org.springframework:spring-core');
        if (maven) expect(maven.purl).toBe(`pkg:maven/org.springframework/spring-core@${maven.version}`);
        const scoped = bom.components.find((c: { name: string }) => c.name.startsWith('@'));
        if (scoped) expect(scoped.purl).toMatch(/^pkg:npm\/%40[^/]+\/[^@/]+@/);
      }
    });
  }

  it('as .csv neutralises cells a spreadsheet would run as formulas', async () => {
    const names = ['=HYPERLINK("http://evil.test","x")', '+cmd|/c calc', '-1', '@SUM(1+1)', 'a,"quoted"\nname'];
    const sb = await sandbox({
      dataset: datasetOf({ projects: ['acme/api'], dependencies: names.map((name, i) => ({ name, version: i === 2 ? '-2' : '1.0.0' })) }),
    });
    const path = join(dir, 'formulas.csv');
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
    expect(run.code).toBe(0);
    const [, ...rows] = parseCsv(await readFile(path, 'utf8'));
    expect(rows.map((r) => r[0])).toEqual([`'${names[0]}`, `'${names[1]}`, "'-1", `'${names[3]}`, names[4]]);
    expect(rows[2]?.[1]).toBe("'-2");
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('leaves no file that looks complete when the walk fails midway', async () => {
    const sb = await sandbox({ dataset: generateDataset({ projects: 10, secrets: 0, dependencies: 25_000 }) });
    sb.inject('dependencies', { kind: 'latency', ms: 300 });
    const path = join(dir, 'broken.cdx.json');
    const pending = gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
    // Let the first page through, then fail the next request.
    const deadline = Date.now() + 10_000;
    while (!sb.requests.some((r) => r.route === 'dependencies' && r.status === 200) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 5));
    }
    sb.inject('dependencies', { kind: 'status', status: 400, body: '{"error":"bad cursor"}' });
    const run = await pending;
    expectErrorRun(run, 'fail', /^dependencies: HTTP 400/);
    expect(dependencyQueries(sb).length).toBeGreaterThanOrEqual(2);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(run.outputs['dependency-inventory']).toBeUndefined();
  });

  it('removes the inventory when the API repeats a cursor (the list would be partial)', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('dependencies', { kind: 'stuck-cursor' });
    const path = join(dir, 'stuck.json');
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(annotations(run, 'error').join('\n')).toMatch(/the dependency inventory would be incomplete, so it was removed/);
    expect(existsSync(path)).toBe(false);
  });

  it('is an error naming the file when it cannot be written', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const path = join(dir, 'formulas.csv', 'nested.json'); // a file stands where the directory should be
    const run = await gate(sb, { ...ONLY_DEPENDENCIES, 'dependency-inventory': path });
    expectErrorRun(run, 'fail', /^could not write the dependency inventory .*nested\.json: /);
  });

  // Flat memory, proven rather than sampled: the run gets a 48 MiB old generation. The inventory written
  // here is ~120 MiB of JSON; a gate that held the dependencies (~400 B each as objects) would need
  // several times the cap and die with a heap-out-of-memory crash instead of an exact count. Peak RSS
  // is printed for the record only: V8 sizes its young generation to the allocation rate (README, Performance).
  it('streams 300,000 dependencies to disk within a 48 MiB heap, with an exact count', async () => {
    const dataset = generateDataset({ projects: 20, secrets: 0, dependencies: 300_000 });
    const sb = await sandbox({ dataset });
    let expected = 0;
    for (const run of dataset.dependencies.runs ?? []) if (!run.archived) expected += run.end - run.start;
    const path = join(dir, 'large.cdx.json');
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...ONLY_DEPENDENCIES, 'dependency-inventory': path },
      nodeArgs: ['--max-old-space-size=48'],
      killAfterMs: 120_000,
    });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(0);
    expect(run.outputs.dependencies).toBe(String(expected));
    expect(expected).toBeGreaterThan(250_000);
    const text = await readFile(path, 'utf8');
    expect(text.match(/"type":"library"/g)).toHaveLength(expected);
    expect(run.peakRssBytes, 'the sampler read the peak RSS').toBeDefined();
    console.log(
      `inventory of ${expected} dependencies: peak RSS ${Math.round((run.peakRssBytes ?? 0) / 2 ** 20)} MiB, ${Math.round(run.elapsedMs)} ms, ${Math.round(text.length / 2 ** 20)} MiB written`,
    );
    await rm(path);
  }, 150_000);
});
