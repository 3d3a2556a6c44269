import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dependency } from '../../src/api/types.ts';
import { publicUrls } from '../../src/api/url-text.ts';
import { createMask } from '../../src/host/mask.ts';
import { appendCsvRows, csvCell } from '../../src/inventory/csv.ts';
import { spdxId } from '../../src/inventory/cyclonedx.ts';
import { maskedDependency } from '../../src/inventory/masked.ts';
import { PURL_MEMORY_MAX, purlOf } from '../../src/inventory/purl.ts';
import { SPDX_LICENSE_IDS } from '../../src/inventory/spdx-ids.ts';
import { InventoryError, openInventory } from '../../src/inventory/writer.ts';

/** The schemas shipped by @cyclonedx/cyclonedx-library (a dev dependency). */
const CYCLONEDX_SCHEMA_DIR = join(import.meta.dirname, '../../node_modules/@cyclonedx/cyclonedx-library/res/schema');
const dep = (name: string, ecosystem?: string, version?: string): Dependency => ({
  name,
  licenses: [],
  ...(ecosystem === undefined ? {} : { ecosystem }),
  ...(version === undefined ? {} : { version }),
});

describe('purlOf', () => {
  it.each([
    ['@babel/core', 'npm', '7.23.5', 'pkg:npm/%40babel/core@7.23.5'],
    ['lodash', 'npm', '4.17.21', 'pkg:npm/lodash@4.17.21'],
    ['Django_Rest', 'pypi', '3.14.0', 'pkg:pypi/django-rest@3.14.0'],
    ['github.com/golang-jwt/jwt/v5', 'gomod', 'v5.2.0', 'pkg:golang/github.com/golang-jwt/jwt/v5@v5.2.0'],
    [
      'golang.org/x/crypto',
      'gomod',
      'v0.0.0-20201216223049-8b5274cf687f',
      'pkg:golang/golang.org/x/crypto@v0.0.0-20201216223049-8b5274cf687f',
    ],
    ['serde', 'cargo', '1.0.193', 'pkg:cargo/serde@1.0.193'],
    ['org.springframework:spring-core', 'maven', '6.1.1', 'pkg:maven/org.springframework/spring-core@6.1.1'],
    ['rails', 'gem', '7.1.2', 'pkg:gem/rails@7.1.2'],
    ['Laravel/Framework', 'composer', '10.35.0', 'pkg:composer/laravel/framework@10.35.0'],
    ['Newtonsoft.Json', 'nuget', '13.0.3', 'pkg:nuget/Newtonsoft.Json@13.0.3'],
    ['http', 'pub', '1.1.0', 'pkg:pub/http@1.1.0'],
    ['github.com/apple/swift-nio', 'swiftpm', '2.62.0', 'pkg:swift/github.com/apple/swift-nio@2.62.0'],
    ['Phoenix', 'hex', '1.7.10', 'pkg:hex/phoenix@1.7.10'],
    ['plug', 'mix', '1.15.2', 'pkg:hex/plug@1.15.2'],
    ['Alamofire', 'cocoapods', '5.8.1', 'pkg:cocoapods/Alamofire@5.8.1'],
    ['Firebase/Analytics', 'cocoapods', '10.0.0', 'pkg:cocoapods/Firebase@10.0.0#Analytics'],
    ['lwt', 'opam', '5.7.0', 'pkg:opam/lwt@5.7.0'],
    ['openssl', 'no_package_manager', '3.0.2', 'pkg:generic/openssl@3.0.2'],
    ['vendored/lib', 'no_package_manager', '1', 'pkg:generic/vendored%2Flib@1'],
    ['left-pad', undefined, '1.0.0', 'pkg:generic/left-pad@1.0.0'],
    ['name with space', 'npm', '1.0.0+build@x', 'pkg:npm/name%20with%20space@1.0.0%2Bbuild%40x'],
    ['no-version', 'cargo', undefined, 'pkg:cargo/no-version'],
  ])('%s (%s %s) is %s', (name, ecosystem, version, purl) => {
    expect(purlOf(dep(name, ecosystem, version))).toBe(purl);
    expect(purlOf(dep(name, ecosystem, version))).toBe(purl); // remembered
  });

  it('remembers by ecosystem, name and version together, and past its bound works them out again', () => {
    expect(purlOf(dep('Serde', 'cargo', '1.0.0'))).toBe('pkg:cargo/Serde@1.0.0');
    expect(purlOf(dep('Serde', 'pypi', '1.0.0'))).toBe('pkg:pypi/serde@1.0.0');
    expect(purlOf(dep('Serde', 'cargo', '1.0.1'))).toBe('pkg:cargo/Serde@1.0.1');
    expect(purlOf(dep('Serde', undefined, '1.0.0'))).toBe('pkg:generic/Serde@1.0.0');
    expect(purlOf(dep('Serde', 'cargo', ''))).toBe('pkg:cargo/Serde');
    expect(purlOf(dep('Serde', 'cargo'))).toBe('pkg:cargo/Serde');
    for (let i = 0; i <= PURL_MEMORY_MAX; i++) expect(purlOf(dep(`p${i}`, 'npm', '1'))).toBe(`pkg:npm/p${i}@1`);
    expect(purlOf(dep('Serde', 'pypi', '1.0.0'))).toBe('pkg:pypi/serde@1.0.0');
    expect(purlOf(dep('p0', 'npm', '1'))).toBe('pkg:npm/p0@1');
  });
});

describe('csvCell', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a-b=c')).toBe('a-b=c');
  });

  it('quotes per RFC 4180: quotes doubled, commas and line breaks inside quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('writes one CRLF-terminated row per dependency', () => {
    let rows = '';
    appendCsvRows(
      [{ ...dep('lodash', 'npm', '4.17.21'), licenses: ['MIT', 'ISC'], definedAt: { path: 'a,b.lock', startLine: 3 } }],
      (line) => {
        rows += line;
      },
    );
    expect(rows).toBe('lodash,4.17.21,npm,pkg:npm/lodash@4.17.21,,MIT; ISC,,"a,b.lock",3,,,,\r\n');
  });
});

describe('SPDX ids', () => {
  it('are exactly the ids the CycloneDX 1.6 schema accepts', async () => {
    const schema = JSON.parse(await readFile(join(CYCLONEDX_SCHEMA_DIR, 'spdx.SNAPSHOT.schema.json'), 'utf8')) as { enum: string[] };
    expect(SPDX_LICENSE_IDS.split(/\s+/).filter((id) => id !== '')).toEqual(schema.enum);
  });

  it('are recognised in any case and given in their canonical spelling; anything else is not an id', () => {
    expect(spdxId('mit')).toBe('MIT');
    expect(spdxId('Apache-2.0')).toBe('Apache-2.0');
    expect(spdxId('Apache 2.0')).toBeUndefined();
    expect(spdxId('Custom-License')).toBeUndefined();
  });
});

describe('openInventory', () => {
  it('writes under a .partial name, renames when finished, and replaces an old file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    const path = join(dir, 'deps.json');
    await writeFile(path, 'stale');
    const writer = await openInventory(
      path,
      'json',
      { deploymentId: '1', generatedAt: '2026-01-01T00:00:00.000Z', filters: {} },
      createMask(),
    );
    await expect(stat(path)).rejects.toThrow();
    await writer.write([dep('a', 'npm', '1')]);
    await writer.write([]);
    await writer.write([dep('b', 'npm', '2')]);
    expect(await readdir(dir)).toEqual(['deps.json.partial']);
    expect(await writer.finish()).toBe(2);
    expect(await readdir(dir)).toEqual(['deps.json']);
    const doc = JSON.parse(await readFile(path, 'utf8'));
    expect(doc.dependencies.map((d: { purl: string }) => d.purl)).toEqual(['pkg:npm/a@1', 'pkg:npm/b@2']);
    expect(doc.count).toBe(2);
    await rm(dir, { recursive: true });
  });

  it('writes pages larger than its buffers whole, multi-byte text and a record larger than a buffer among them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    const path = join(dir, 'deps.json');
    const writer = await openInventory(
      path,
      'json',
      { deploymentId: '1', generatedAt: '2026-01-01T00:00:00.000Z', filters: {} },
      createMask(),
    );
    // 3 pages of 5,000: about 2.5 MB each, so every page crosses 1 MiB buffers; text of 1 to 4 UTF-8 bytes a character.
    const names = ['ascii', 'é-latin', '日本語', '😀-emoji'];
    const pages = [0, 1, 2].map((p) =>
      Array.from({ length: 5000 }, (_, i) => ({
        ...dep(`${names[(p + i) % 4]}-${p}-${i}`, 'npm', `${p}.${i}.0`),
        // a license of 3-byte characters: the record's bytes are about three times its length
        licenses: [`${'日'.repeat(100 + (i % 50))}`],
      })),
    );
    pages[1]?.splice(2500, 0, dep(`huge-${'ü'.repeat(600_000)}`, 'npm', '1.0.0'));
    for (const page of pages) await writer.write(page);
    expect(await writer.finish()).toBe(15_001);
    const doc = JSON.parse(await readFile(path, 'utf8'));
    expect(doc.dependencies.map((d: { name: string; licenses: string[] }) => [d.name, d.licenses])).toEqual(
      pages.flat().map((d) => [d.name, d.licenses]),
    );
    expect(doc.count).toBe(15_001);
    await rm(dir, { recursive: true });
  });

  it('encodes a long page a slice at a time, the event loop turning between, in every format', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    for (const format of ['json', 'csv', 'cyclonedx'] as const) {
      const path = join(dir, `deps-${format}`);
      const writer = await openInventory(
        path,
        format,
        { deploymentId: '1', generatedAt: '2026-01-01T00:00:00.000Z', filters: {} },
        createMask(),
      );
      const page = Array.from({ length: 4500 }, (_, i) => dep(`pkg-${i}`, 'npm', `1.0.${i}`));
      let turned = false;
      let turnedBeforeLast: boolean | undefined;
      // The last record's name is read when it is encoded: by then the loop has turned.
      const last = page[4499] as Dependency;
      Object.defineProperty(last, 'name', {
        get: () => {
          turnedBeforeLast ??= turned;
          return 'pkg-4499';
        },
      });
      setImmediate(() => {
        turned = true;
      });
      await writer.write(page);
      expect(turnedBeforeLast).toBe(true);
      expect(await writer.finish()).toBe(4500);
      const text = await readFile(path, 'utf8');
      if (format === 'csv') expect(text.trimEnd().split('\r\n')).toHaveLength(4501);
      else {
        const doc = JSON.parse(text);
        const names = (format === 'json' ? doc.dependencies : doc.components).map((d: { name: string }) => d.name);
        expect(names).toEqual(page.map((_, i) => `pkg-${i}`));
      }
    }
    await rm(dir, { recursive: true });
  });

  it('reports a write that fails behind the walk (the disk is full), and leaves no file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    // Two pages of about 2.5 MB under a 3 MB limit: the second page's bytes fail while they are written in
    // the background, and only finish can tell.
    const run = spawnSync(
      'prlimit',
      [
        '--fsize=3000000',
        process.execPath,
        join(import.meta.dirname, '../support/inventory-writer.ts'),
        join(dir, 'deps.json'),
        '2',
        '5000',
      ],
      { encoding: 'utf8' },
    );
    expect(run.error).toBeUndefined();
    const outcome = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(outcome).toMatchObject({ inventoryError: true });
    expect(outcome.error).toMatch(/^could not write the dependency inventory .*deps\.json: .*EFBIG/);
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true });
  });

  it('leaves no file when aborted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    const writer = await openInventory(
      join(dir, 'deps.cdx.json'),
      'cyclonedx',
      { deploymentId: '1', generatedAt: 'x', filters: {} },
      createMask(),
    );
    await writer.write([dep('a', 'npm', '1')]);
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true });
  });

  it('fails with InventoryError when the file cannot be created', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    await writeFile(join(dir, 'file'), '');
    await expect(
      openInventory(join(dir, 'file', 'deps.csv'), 'csv', { deploymentId: '1', generatedAt: 'x', filters: {} }, createMask()),
    ).rejects.toThrow(InventoryError);
    await rm(dir, { recursive: true });
  });
});

describe('parseDependency', () => {
  it('reads the zero enums protobuf JSON omits from a FoundDependency, and leaves the seed shape as sent', async () => {
    const { parseDependency } = await import('../../src/api/dependencies.ts');
    expect(parseDependency({ package: { name: 'openssl', versionSpecifier: '3.0.2' } }, 0)).toMatchObject({
      ecosystem: 'no_package_manager',
      transitivity: 'UNKNOWN_TRANSITIVITY',
    });
    const seed = parseDependency({ id: '1', name: 'lodash', version: '4.17.21' }, 0);
    expect(seed.ecosystem).toBeUndefined();
    expect(seed.transitivity).toBeUndefined();
  });
});

describe("the inventory through the run's mask (attack24 INV1)", () => {
  const TOKEN = 'cfg_"QUOTED"_SECRET_TOKEN_42';
  // A token of quotes, in a field the purl does not hold: CSV doubles each quote, so that no run of it is left
  // as written; the check for secrets reads the cells unquoted (without it, written as is: a reader sees it).
  const QUOTES = 'Q"U"O"T"E"D"S"E"C"R"E"T';
  const secretDep: Dependency = {
    name: `left-pad-${TOKEN}`,
    version: '1.0.0',
    ecosystem: 'npm',
    licenses: ['MIT', `LicenseRef-${TOKEN}`],
    definedAt: { path: 'package-lock.json', startLine: 3, url: 'https://github.com/acme/api/blob/main/package-lock.json#L3' },
    resolvedUrl: 'https://ci:PASSWORD1@registry.corp/left-pad.tgz?auth=QUERY1',
  };
  const plainDep: Dependency = {
    name: 'right-pad',
    version: '2.0.0',
    ecosystem: 'npm',
    licenses: ['MIT'],
    resolvedUrl: 'https://registry.npmjs.org/right-pad/-/right-pad-2.0.0.tgz',
  };

  it.each(['json', 'csv', 'cyclonedx'] as const)('%s: secrets hidden, URLs cut, in the records and the header', async (format) => {
    const dir = await mkdtemp(join(tmpdir(), 'fg-inventory-'));
    const path = join(dir, 'deps');
    const mask = createMask();
    mask.add(TOKEN);
    mask.add(QUOTES);
    const context = {
      deploymentId: '1',
      deploymentName: `acme ${TOKEN}`,
      generatedAt: 'x',
      filters: { name: 'https://u:PASSWORD2@h/x', ecosystems: [TOKEN] },
    };
    const writer = await openInventory(path, format, context, mask);
    // A page longer than a slice, the secret in its first and its last slice.
    const quoted = { ...plainDep, licenses: [QUOTES] };
    await writer.write([secretDep, ...Array.from({ length: 2500 }, () => plainDep), secretDep]);
    await writer.write([plainDep, quoted]);
    expect(await writer.finish()).toBe(2504);
    const text = await readFile(path, 'utf8');
    for (const mark of ['QUOTED', 'SECRET_TOKEN', 'PASSWORD1', 'QUERY1', 'PASSWORD2', 'E""D""S', 'E\\"D\\"S'])
      expect(text, mark).not.toContain(mark);
    expect(text).toContain('[redacted]');
    expect(text).toContain('right-pad');
    if (format !== 'cyclonedx') {
      expect(text).toContain('https://registry.corp/left-pad.tgz');
      expect(text).toContain('package-lock.json#L3');
    }
    await rm(dir, { recursive: true });
  });

  it('every field of a dependency is masked, one at a time', () => {
    const url = 'https://u:P4SSWORD@h/x?q=1';
    const full: Required<Dependency> = {
      id: url,
      name: url,
      version: url,
      ecosystem: url,
      transitivity: url,
      licenses: ['MIT', url],
      repositoryId: url,
      definedAt: { path: url, startLine: 1, url },
      manifestPath: url,
      resolvedUrl: url,
    };
    const cut = JSON.stringify(maskedDependency(full, publicUrls));
    expect(cut).not.toContain('P4SSWORD');
    expect(cut.match(/https:\/\/h\/x/g)).toHaveLength(11);
    for (const key of Object.keys(full) as (keyof Dependency)[]) {
      const one = { ...plainDep, [key]: full[key] } as Dependency;
      expect(JSON.stringify(maskedDependency(one, publicUrls)), key).not.toContain('P4SSWORD');
    }
  });

  it('a record with nothing to hide is written as it is, the same object kept', () => {
    expect(maskedDependency(plainDep, publicUrls)).toBe(plainDep);
    expect(maskedDependency(secretDep, publicUrls).resolvedUrl).toBe('https://registry.corp/left-pad.tgz');
    expect(maskedDependency(secretDep, publicUrls).licenses).toBe(secretDep.licenses);
  });
});
