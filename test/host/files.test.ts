// The one way the gate writes a file: through the run's mask, its folder made first.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/api/redact.ts';
import { CHECKOUT_VARIABLES } from '../../src/files/read.ts';
import { openFileToWrite, replaceLinkedFoldersOf, writeMaskedFile, writeMaskedFileSync } from '../../src/host/files.ts';
import { createMask } from '../../src/host/mask.ts';
import { temporaryFolder } from '../support/temporary.ts';

const SECRET = 'sgp_Files9Kq2Zx9Lm4Np8Rt6';

/** The error a write failed with, an Error (vitest's toThrow(text) passes on a thrown undefined: the message is read from the error itself). */
async function failure(write: Promise<unknown>): Promise<Error> {
  const error = await write.then(
    () => new Error('the write did not fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).not.toBe('the write did not fail');
  return error as Error;
}

function failureSync(write: () => unknown): Error {
  let error: unknown = new Error('the write did not fail');
  try {
    write();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).not.toBe('the write did not fail');
  return error as Error;
}

/** `link` made (again) a symbolic link to `target`: a real folder the gate made in its place is removed first. */
async function relink(target: string, link: string): Promise<void> {
  await rm(link, { recursive: true, force: true });
  await symlink(target, link);
}

/** Whether `path` is a real folder, not a link (the gate's, in place of a linked folder of the checkout), and what it holds. */
async function realFolder(path: string): Promise<string[]> {
  expect(lstatSync(path).isSymbolicLink(), path).toBe(false);
  expect(lstatSync(path).isDirectory(), path).toBe(true);
  return (await readdir(path)).sort();
}

describe('writeMaskedFile', () => {
  it('writes text and JSON masked, in a folder it makes, and answers the absolute path', async () => {
    const mask = createMask();
    mask.add(SECRET);
    const dir = await temporaryFolder('findings-gate-files-');
    const text = await writeMaskedFile(mask, join(dir, 'a/b/summary.md'), `token ${SECRET}\nhttps://h/x?q=1\n`);
    expect(text).toBe(join(dir, 'a/b/summary.md'));
    expect(await readFile(text, 'utf8')).toBe(`token ${REDACTED}\nhttps://h/x\n`);
    const json = await writeMaskedFile(mask, join(dir, 'c/report.json'), { json: { t: SECRET } });
    expect(await readFile(json, 'utf8')).toBe(`{"t":"${REDACTED}"}\n`);
    const indented = writeMaskedFileSync(mask, join(dir, 'd/e.json'), { json: { t: [1] }, indent: 2 });
    expect(await readFile(indented, 'utf8')).toBe('{\n  "t": [\n    1\n  ]\n}\n');
    const dotenv = writeMaskedFileSync(mask, join(dir, 'gate.env'), `A=${SECRET}\n`);
    expect(await readFile(dotenv, 'utf8')).toBe(`A=${REDACTED}\n`);
  });

  it('throws what the file system throws', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    await writeFile(join(dir, 'file'), 'x');
    expect((await failure(writeMaskedFile(createMask(), join(dir, 'file/below.json'), 'x'))).message).toMatch(/EEXIST|ENOTDIR/);
    expect(failureSync(() => writeMaskedFileSync(createMask(), join(dir, 'file/below.env'), 'x')).message).toMatch(/EEXIST|ENOTDIR/);
  });

  it('adds to the end of a file when asked (the job summary, the outputs), and replaces it otherwise', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    const path = join(dir, 'summary.md');
    // Only to a file the CI made: no folder nor file is made.
    expect((await failure(writeMaskedFile(createMask(), path, 'one\n', { append: true }))).message).toBe(
      `${path} does not exist: the gate adds only to a file the CI made`,
    );
    expect(failureSync(() => writeMaskedFileSync(createMask(), join(dir, 'a/out'), 'x', { append: true })).message).toContain(
      'does not exist',
    );
    await writeFile(path, '');
    await writeMaskedFile(createMask(), path, 'one\n', { append: true });
    await writeMaskedFile(createMask(), path, 'two\n', { append: true });
    writeMaskedFileSync(createMask(), path, 'three\n', { append: true });
    expect(await readFile(path, 'utf8')).toBe('one\ntwo\nthree\n');
    await writeMaskedFile(createMask(), path, 'four\n');
    expect(await readFile(path, 'utf8')).toBe('four\n');
  });

  it('refuses a FIFO at once, appending too: never an open that waits for a reader (attack5 F3)', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    const fifo = join(dir, 'summary');
    execFileSync('mkfifo', [fifo]);
    expect((await failure(writeMaskedFile(createMask(), fifo, 'x', { append: true }))).message).toContain(`${fifo} is not a regular file`);
    expect(failureSync(() => writeMaskedFileSync(createMask(), fifo, 'x', { append: true })).message).toContain(
      `${fifo} is not a regular file`,
    );
  });

  it('writes JSON value by value, the same text as one JSON.stringify through the mask', async () => {
    const mask = createMask();
    mask.add(SECRET);
    const dir = await temporaryFolder('findings-gate-files-');
    const values: unknown[] = [
      { runs: [{ results: [{ a: 1, b: [1, [2, [3]]], u: undefined }, {}, []], tool: { t: `x ${SECRET}` } }], at: new Date(0), n: null },
      [undefined, () => 1, 'https://h/x?q=1'],
      [],
      {},
      'text',
      7,
    ];
    for (const json of values)
      for (const indent of [undefined, 2]) {
        const path = await writeMaskedFile(mask, join(dir, 'v.json'), { json, indent });
        expect(await readFile(path, 'utf8')).toBe(`${mask.json(json, indent)}\n`);
      }
  });
});

describe('a file sink reached through a linked folder of the workspace (attack5 F4)', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('is never written through: the link is replaced by a real folder (attack43 L1; refused until then), nothing written where it points; a link outside the workspace is the system’s', async () => {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    const outside = await temporaryFolder('findings-gate-outside-');
    await mkdir(join(workspace, 'out'));
    await symlink(outside, join(workspace, 'out', 'reports'));
    process.chdir(workspace);
    const link = join(workspace, 'out', 'reports');
    expect(await writeMaskedFile(createMask(), 'out/reports/findings.sarif', 'x')).toBe(join(link, 'findings.sarif'));
    expect(await realFolder(link)).toEqual(['findings.sarif']);
    await relink(outside, link);
    expect(await writeMaskedFile(createMask(), 'out/reports/sub/findings.sarif', 'x')).toBe(join(link, 'sub/findings.sarif'));
    expect(await realFolder(link)).toEqual(['sub']);
    await relink(outside, link);
    expect(writeMaskedFileSync(createMask(), join(link, 'gate.env'), 'x')).toBe(join(link, 'gate.env'));
    expect(await realFolder(link)).toEqual(['gate.env']);
    expect(await readdir(outside)).toEqual([]);
    await relink(outside, link);
    // A real folder of the workspace, and one still to make, are written.
    expect(await writeMaskedFile(createMask(), 'out/new/findings.sarif', 'x')).toBe(join(workspace, 'out/new/findings.sarif'));
    // Outside the workspace (the runner's temp folder, /tmp on macOS), the folders are not the checkout's.
    process.chdir(outside);
    expect(await writeMaskedFile(createMask(), join(workspace, 'out/reports/y.sarif'), 'y')).toBe(join(workspace, 'out/reports/y.sarif'));
    expect(await readdir(outside)).toEqual(['y.sarif']);
  });
});

describe('a checkout named by a symbolic link (attack7 H4)', () => {
  const cwd = process.cwd();
  const named = Object.fromEntries(CHECKOUT_VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    process.chdir(cwd);
    for (const [name, value] of Object.entries(named))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  /** A checkout with `reports` linked to a folder outside it, a link to the checkout, and a folder outside both. */
  async function linkedCheckout(): Promise<{ checkout: string; link: string; outside: string; elsewhere: string }> {
    const checkout = await temporaryFolder('findings-gate-workspace-');
    const outside = await temporaryFolder('findings-gate-outside-');
    const link = join(await temporaryFolder('findings-gate-runner-'), 'work');
    await symlink(checkout, link);
    await symlink(outside, join(checkout, 'reports'));
    await mkdir(join(checkout, 'sub'));
    return { checkout, link, outside, elsewhere: await temporaryFolder('findings-gate-elsewhere-') };
  }

  it('replaces a linked folder of the checkout (refused until attack43 L1) whether the variable names the link or the folder, and however the path reaches it', async () => {
    const { checkout, link, outside, elsewhere } = await linkedCheckout();
    const reports = join(checkout, 'reports');
    process.chdir(elsewhere);
    for (const workspace of [link, checkout, relative(elsewhere, link)]) {
      process.env.GITHUB_WORKSPACE = workspace;
      for (const path of [join(link, 'reports/x.sarif'), join(checkout, 'reports/x.sarif'), join(link, 'sub/../reports/x.sarif')]) {
        await relink(outside, reports);
        expect(await writeMaskedFile(createMask(), path, 'x')).toBe(resolve(path));
        expect(await realFolder(reports)).toEqual(['x.sarif']);
        await relink(outside, reports);
        expect(writeMaskedFileSync(createMask(), path, 'x')).toBe(resolve(path));
        expect(await realFolder(reports)).toEqual(['x.sarif']);
      }
    }
    // From a folder of the checkout (the working directory is a real path) by a path that climbs out of it.
    delete process.env.GITHUB_WORKSPACE;
    process.env.CI_PROJECT_DIR = link;
    process.chdir(join(checkout, 'sub'));
    await relink(outside, reports);
    expect(await writeMaskedFile(createMask(), '../reports/x.sarif', 'x')).toBe(join(reports, 'x.sarif'));
    expect(await realFolder(reports)).toEqual(['x.sarif']);
    expect(await readdir(outside)).toEqual([]);
  });

  it("takes every CI's checkout variable, as the baseline's reader does: Bitbucket's and Jenkins' too", async () => {
    const { checkout, outside, elsewhere } = await linkedCheckout();
    process.chdir(elsewhere);
    for (const name of CHECKOUT_VARIABLES) {
      for (const other of CHECKOUT_VARIABLES) delete process.env[other];
      process.env[name] = checkout;
      await relink(outside, join(checkout, 'reports'));
      await writeMaskedFile(createMask(), join(checkout, 'reports/x.sarif'), 'x');
      expect(lstatSync(join(checkout, 'reports')).isSymbolicLink(), name).toBe(false);
    }
    expect(await readdir(outside)).toEqual([]);
  });

  it('writes through the link that names the checkout, and through links outside every checkout', async () => {
    const { checkout, link, outside, elsewhere } = await linkedCheckout();
    process.chdir(elsewhere);
    process.env.GITHUB_WORKSPACE = link;
    expect(await writeMaskedFile(createMask(), join(link, 'sub/a.sarif'), 'a')).toBe(join(link, 'sub/a.sarif'));
    expect(writeMaskedFileSync(createMask(), join(link, 'b.sarif'), 'b')).toBe(join(link, 'b.sarif'));
    expect((await readdir(checkout)).sort()).toEqual(['b.sarif', 'reports', 'sub']);
    // A folder whose name only starts with the checkout's is not below it.
    const beside = `${checkout}-beside`;
    await symlink(outside, beside);
    expect(writeMaskedFileSync(createMask(), join(beside, 'c.sarif'), 'c')).toBe(join(beside, 'c.sarif'));
    expect(await writeMaskedFile(createMask(), join(beside, 'd.sarif'), 'd')).toBe(join(beside, 'd.sarif'));
    expect((await readdir(outside)).sort()).toEqual(['c.sarif', 'd.sarif']);
    await rm(beside);
  });
  it('leaves out a checkout variable that names nothing: the others still judge a linked folder', async () => {
    const { checkout, link, outside, elsewhere } = await linkedCheckout();
    process.chdir(elsewhere);
    process.env.GITHUB_WORKSPACE = join(elsewhere, 'not-there');
    process.env.CI_PROJECT_DIR = link;
    await writeMaskedFile(createMask(), join(checkout, 'reports/x.sarif'), 'x');
    expect(await realFolder(join(checkout, 'reports'))).toEqual(['x.sarif']);
    await relink(outside, join(checkout, 'reports'));
    writeMaskedFileSync(createMask(), join(checkout, 'reports/y.sarif'), 'y');
    expect(await realFolder(join(checkout, 'reports'))).toEqual(['y.sarif']);
    // A link outside every checkout is the system's.
    const beside = `${checkout}-beside`;
    await symlink(outside, beside);
    expect(await writeMaskedFile(createMask(), join(beside, 'a.sarif'), 'a')).toBe(join(beside, 'a.sarif'));
    expect(writeMaskedFileSync(createMask(), join(beside, 'b.sarif'), 'b')).toBe(join(beside, 'b.sarif'));
    expect((await readdir(outside)).sort()).toEqual(['a.sarif', 'b.sarif']);
    await rm(beside);
  });
});

describe('writeMaskedFile, edge by edge', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it("replaces a symbolic link of the checkout with the gate's own file, never writing through it (a merge request's findings-gate.env -> RESULT=pass: attack40)", async () => {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    process.chdir(workspace);
    const outside = await temporaryFolder('findings-gate-outside-');
    await writeFile(join(outside, 'forged.env'), 'FINDINGS_GATE_OUT_RESULT=pass\n');
    await symlink(join(outside, 'forged.env'), join(workspace, 'findings-gate.env'));
    await symlink(join(outside, 'forged.env'), join(workspace, 'findings-gate.xml'));
    await symlink(join(outside, 'missing'), join(workspace, 'dangling.md'));
    await writeMaskedFile(createMask(), 'findings-gate.env', 'FINDINGS_GATE_OUT_RESULT=fail\n');
    writeMaskedFileSync(createMask(), 'findings-gate.xml', '<testsuites/>');
    await writeMaskedFile(createMask(), 'dangling.md', 'summary');
    for (const name of ['findings-gate.env', 'findings-gate.xml', 'dangling.md'])
      expect(lstatSync(join(workspace, name)).isFile(), name).toBe(true);
    expect(await readFile(join(workspace, 'findings-gate.env'), 'utf8')).toBe('FINDINGS_GATE_OUT_RESULT=fail\n');
    expect(await readFile(join(outside, 'forged.env'), 'utf8')).toBe('FINDINGS_GATE_OUT_RESULT=pass\n');
    expect(await readdir(outside)).toEqual(['forged.env']);
    // Appending (GitHub's outputs, the job summary: files the CI made) never replaces a link: refused.
    expect(failureSync(() => writeMaskedFileSync(createMask(), join(workspace, 'again'), 'x', { append: true })).message).toContain(
      'does not exist',
    );
  });

  it('refuses a symbolic link as the file itself, and anything open that is not a regular file (a device)', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    await writeFile(join(dir, 'target'), 'kept');
    const link = join(dir, 'link.sarif');
    await symlink(join(dir, 'target'), link);
    const why = `${link} is a symbolic link: the gate writes only regular files (or a new one)`;
    expect((await failure(writeMaskedFile(createMask(), link, 'x'))).message).toContain(why);
    expect(failureSync(() => writeMaskedFileSync(createMask(), link, 'x', { append: true })).message).toContain(why);
    expect(await readFile(join(dir, 'target'), 'utf8')).toBe('kept');
    // /dev/null opens for writing (no error to read a reason from): what opened is not a regular file.
    const device = '/dev/null is not a regular file: the gate writes only regular files (or a new one)';
    expect((await failure(writeMaskedFile(createMask(), '/dev/null', 'x', { append: true }))).message).toContain(device);
    expect(failureSync(() => writeMaskedFileSync(createMask(), '/dev/null', 'x')).message).toContain(device);
  });

  it('throws an error of the file system it has no word for as it is (a folder where the file goes)', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    expect(await failure(writeMaskedFile(createMask(), dir, 'x'))).toMatchObject({ code: 'EISDIR', syscall: 'open' });
    expect(failureSync(() => writeMaskedFileSync(createMask(), dir, 'x', { append: true }))).toMatchObject({
      code: 'EISDIR',
      syscall: 'open',
    });
  });

  it('makes no folder for a file it may only add to', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    expect((await failure(writeMaskedFile(createMask(), join(dir, 'a/summary.md'), 'x', { append: true }))).message).toContain(
      'does not exist',
    );
    expect(failureSync(() => writeMaskedFileSync(createMask(), join(dir, 'b/out'), 'x', { append: true })).message).toContain(
      'does not exist',
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('closes every file it opens, written or refused', async () => {
    const dir = await temporaryFolder('findings-gate-files-');
    const open = async (): Promise<number> => (await readdir('/proc/self/fd')).length;
    const before = await open();
    for (let i = 0; i < 5; i++) {
      await writeMaskedFile(createMask(), join(dir, `a${i}.json`), { json: [i] });
      writeMaskedFileSync(createMask(), join(dir, `b${i}.json`), { json: [i] });
      expect((await failure(writeMaskedFile(createMask(), '/dev/null', 'x'))).message).toContain('not a regular file');
      expect(failureSync(() => writeMaskedFileSync(createMask(), '/dev/null', 'x')).message).toContain('not a regular file');
    }
    expect(await open()).toBe(before);
  });

  it('writes JSON of more than one batch, and values JSON.stringify writes its own way, as one JSON.stringify would', async () => {
    const mask = createMask();
    mask.add(SECRET);
    const dir = await temporaryFolder('findings-gate-files-');
    const values: unknown[] = [
      { results: Array.from({ length: 1000 }, (_, i) => ({ id: i, text: `line ${i} ${SECRET} ${'y'.repeat(40)}` })) },
      // Long arrays are masked a slice at a time: the secret in one slice only, arrays in arrays, values JSON.stringify writes as null.
      [
        { ids: Array.from({ length: 200 }, (_, i) => (i === 150 ? `id ${SECRET}` : `id ${i}`)) },
        Array.from({ length: 130 }, (_, i) => [
          i,
          i % 3 === 0 ? undefined : { at: new Date(i), f() {} },
          [i === 100 ? `x ${SECRET}` : `https://h/${i}?q=${i}`],
        ]),
        Array.from({ length: 65 }, (_, i) => (i === 64 ? SECRET.slice(0, 9) : () => i)),
      ],
      { s: new String('ab'), n: new Number(5), b: new Boolean(false), bare: Object.assign(Object.create(null), { a: 1 }) },
      { own: { toJSON: () => 'mine', a: 1 }, f() {}, s: Symbol('s'), u: undefined, kept: 1 },
      { toJSON: () => 'mine', a: 1 },
      new String('ab'),
      Object.assign(Object.create(null), { a: [1, { b: 2 }] }),
    ];
    for (const json of values)
      for (const indent of [undefined, 0, 2, 2.7, 12, -3]) {
        const path = await writeMaskedFile(mask, join(dir, 'v.json'), { json, indent });
        expect(await readFile(path, 'utf8')).toBe(`${mask.json(json, indent)}\n`);
        const sync = writeMaskedFileSync(mask, join(dir, 'w.json'), { json, indent });
        expect(await readFile(sync, 'utf8')).toBe(`${mask.json(json, indent)}\n`);
      }
  });

  it('checks every folder below the workspace down to the first that does not exist, and throws any other error of it', async () => {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    const outside = await temporaryFolder('findings-gate-outside-');
    process.chdir(workspace);
    await mkdir(join(workspace, 'a/b'), { recursive: true });
    await symlink(outside, join(workspace, 'a/b/c'));
    await writeMaskedFile(createMask(), 'a/b/c/d/e/f.json', 'x');
    expect(await realFolder(join(workspace, 'a/b/c'))).toEqual(['d']);
    await relink(outside, join(workspace, 'a/b/c'));
    writeMaskedFileSync(createMask(), 'a/b/c/d/e/f.json', 'x');
    expect(await realFolder(join(workspace, 'a/b/c'))).toEqual(['d']);
    expect(await readdir(outside)).toEqual([]);
    // A file where a folder goes: its lstat's ENOTDIR is the error, before any folder is made.
    await writeFile(join(workspace, 'file'), 'x');
    expect(await failure(writeMaskedFile(createMask(), 'file/sub/x.json', 'x'))).toMatchObject({ code: 'ENOTDIR', syscall: 'lstat' });
    expect(failureSync(() => writeMaskedFileSync(createMask(), 'file/sub/x.json', 'x'))).toMatchObject({
      code: 'ENOTDIR',
      syscall: 'lstat',
    });
    // A file of the workspace's own folder is written.
    expect(await writeMaskedFile(createMask(), 'top.json', 'x')).toBe(join(workspace, 'top.json'));
    expect(writeMaskedFileSync(createMask(), 'top.env', 'x')).toBe(join(workspace, 'top.env'));
    // And one in folders still to make below the workspace.
    expect(writeMaskedFileSync(createMask(), 'new/er/x.env', 'x')).toBe(join(workspace, 'new/er/x.env'));
  });
});

describe('openFileToWrite and replaceLinkedFoldersOf (the inventory, attack24 INV2)', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('opens a path of the working directory from its start, its folder made, by the rules of writeMaskedFile', async () => {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    process.chdir(workspace);
    await writeFile(join(workspace, 'old.json'), 'an older and longer inventory');
    const handle = await openFileToWrite('old.json');
    await handle.write('new');
    await handle.close();
    expect(await readFile(join(workspace, 'old.json'), 'utf8')).toBe('new');
    const made = await openFileToWrite('deps/inventory.json.partial');
    await made.close();
    expect(await readdir(join(workspace, 'deps'))).toEqual(['inventory.json.partial']);
    // A link as the file is the checkout's own: replaced by a new file, never followed; a linked folder of the
    // workspace too, by a real folder (refused until attack43 L1). A FIFO is refused; nothing outside is written.
    const outside = await temporaryFolder('findings-gate-outside-');
    await writeFile(join(outside, 'target'), 'kept');
    await symlink(join(outside, 'target'), join(workspace, 'link.json'));
    await symlink(outside, join(workspace, 'linked'));
    execFileSync('mkfifo', [join(workspace, 'fifo.json')]);
    const replaced = await openFileToWrite('link.json');
    await replaced.write('gate');
    await replaced.close();
    expect(lstatSync(join(workspace, 'link.json')).isFile()).toBe(true);
    expect(await readFile(join(workspace, 'link.json'), 'utf8')).toBe('gate');
    await (await openFileToWrite('linked/inventory.json')).close();
    expect(await realFolder(join(workspace, 'linked'))).toEqual(['inventory.json']);
    expect((await failure(openFileToWrite('fifo.json'))).message).toContain('fifo.json is not a regular file');
    expect(await readdir(outside)).toEqual(['target']);
    expect(await readFile(join(outside, 'target'), 'utf8')).toBe('kept');
  });

  it('replaceLinkedFoldersOf removes a linked folder of the workspace on the path (it threw until attack43 L1), and nothing else', async () => {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    const outside = await temporaryFolder('findings-gate-outside-');
    process.chdir(workspace);
    await mkdir(join(workspace, 'real'));
    await symlink(outside, join(workspace, 'linked'));
    await symlink(join(workspace, 'real'), join(workspace, 'file-link.json'));
    await replaceLinkedFoldersOf('linked/sub/inventory.json');
    expect(existsSync(join(workspace, 'linked'))).toBe(false);
    expect(await readdir(outside)).toEqual([]);
    // A real folder, one still to make, and a link as the file's own name (removed, never followed, by the writer) are no linked folder.
    await replaceLinkedFoldersOf('real/inventory.json');
    await replaceLinkedFoldersOf('new/er/inventory.json');
    await replaceLinkedFoldersOf('file-link.json');
    expect((await readdir(workspace)).sort()).toEqual(['file-link.json', 'real']);
    expect(lstatSync(join(workspace, 'file-link.json')).isSymbolicLink()).toBe(true);
  });
});

describe("a linked folder of the checkout on a file's path is replaced by a real folder, never followed (attack43 L1)", () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  const PASS = 'FINDINGS_GATE_OUT_RESULT=pass\n';
  const FAIL = 'FINDINGS_GATE_OUT_RESULT=fail\n';

  /** A checkout (the working directory) holding `.forged/findings-gate.env` that says pass, and a folder outside it. */
  async function forgedCheckout(): Promise<{ workspace: string; outside: string }> {
    const workspace = await temporaryFolder('findings-gate-workspace-');
    process.chdir(workspace);
    await mkdir(join(workspace, '.forged'));
    await writeFile(join(workspace, '.forged', 'findings-gate.env'), PASS);
    return { workspace, outside: await temporaryFolder('findings-gate-outside-') };
  }

  it("writes the gate's file where the merge request linked the folder to its forged one, by every writer; what the link named is untouched", async () => {
    const { workspace } = await forgedCheckout();
    for (const name of ['async', 'sync', 'open', 'nested']) await symlink('.forged', join(workspace, name));
    await mkdir(join(workspace, 'real'));
    await symlink('../.forged', join(workspace, 'real', 'deep'));
    // Before: each refused ("is reached through …, a symbolic link"), and out/findings-gate.env read the forged pass.
    await writeMaskedFile(createMask(), 'async/findings-gate.env', FAIL);
    writeMaskedFileSync(createMask(), 'sync/findings-gate.env', FAIL);
    const handle = await openFileToWrite('open/findings-gate.env');
    await handle.write(FAIL);
    await handle.close();
    await writeMaskedFile(createMask(), 'nested/a/b/findings-gate.env', FAIL);
    await writeMaskedFile(createMask(), 'real/deep/findings-gate.env', FAIL);
    for (const name of ['async', 'sync', 'open', 'real/deep']) {
      expect(await realFolder(join(workspace, name))).toEqual(['findings-gate.env']);
      expect(await readFile(join(workspace, name, 'findings-gate.env'), 'utf8'), name).toBe(FAIL);
    }
    expect(await readFile(join(workspace, 'nested/a/b/findings-gate.env'), 'utf8')).toBe(FAIL);
    expect(await realFolder(join(workspace, 'nested'))).toEqual(['a']);
    expect(await readdir(join(workspace, '.forged'))).toEqual(['findings-gate.env']);
    expect(await readFile(join(workspace, '.forged', 'findings-gate.env'), 'utf8')).toBe(PASS);
  });

  it('a chain of links (out -> a -> .forged): only out is removed, a and what it names stay', async () => {
    const { workspace } = await forgedCheckout();
    await symlink('.forged', join(workspace, 'a'));
    await symlink('a', join(workspace, 'out'));
    await symlink('a', join(workspace, 'out-sync'));
    await writeMaskedFile(createMask(), 'out/findings-gate.env', FAIL);
    writeMaskedFileSync(createMask(), 'out-sync/findings-gate.env', FAIL);
    for (const name of ['out', 'out-sync']) {
      expect(await realFolder(join(workspace, name))).toEqual(['findings-gate.env']);
      expect(await readFile(join(workspace, name, 'findings-gate.env'), 'utf8')).toBe(FAIL);
    }
    expect(lstatSync(join(workspace, 'a')).isSymbolicLink()).toBe(true);
    expect(await readFile(join(workspace, 'a', 'findings-gate.env'), 'utf8')).toBe(PASS);
  });

  it('a link below the linked folder (out -> .forged, .forged/sub -> outside) is never reached: outside stays empty', async () => {
    const { workspace, outside } = await forgedCheckout();
    await symlink(outside, join(workspace, '.forged', 'sub'));
    await symlink('.forged', join(workspace, 'out'));
    await writeMaskedFile(createMask(), 'out/sub/findings-gate.env', FAIL);
    expect(await readFile(join(workspace, 'out/sub/findings-gate.env'), 'utf8')).toBe(FAIL);
    expect(await realFolder(join(workspace, 'out/sub'))).toEqual(['findings-gate.env']);
    expect(lstatSync(join(workspace, '.forged', 'sub')).isSymbolicLink()).toBe(true);
    expect(await readdir(outside)).toEqual([]);
  });

  it('a link to a folder outside the checkout, and a dangling link (to a folder not there): replaced, nothing made or written where they point', async () => {
    const { workspace, outside } = await forgedCheckout();
    await writeFile(join(outside, 'findings-gate.env'), PASS);
    await symlink(outside, join(workspace, 'out'));
    await symlink(join(outside, 'not-there'), join(workspace, 'dangling'));
    await symlink('.missing', join(workspace, 'dangling-sync'));
    await writeMaskedFile(createMask(), 'out/findings-gate.env', FAIL);
    await writeMaskedFile(createMask(), 'dangling/findings-gate.env', FAIL);
    writeMaskedFileSync(createMask(), 'dangling-sync/findings-gate.env', FAIL);
    for (const name of ['out', 'dangling', 'dangling-sync']) {
      expect(await realFolder(join(workspace, name))).toEqual(['findings-gate.env']);
      expect(await readFile(join(workspace, name, 'findings-gate.env'), 'utf8')).toBe(FAIL);
    }
    expect(await readdir(outside)).toEqual(['findings-gate.env']);
    expect(await readFile(join(outside, 'findings-gate.env'), 'utf8')).toBe(PASS);
    expect(existsSync(join(workspace, '.missing'))).toBe(false);
  });

  it('appending (a file the CI made: the job summary, GitHub outputs) still refuses a linked folder of the checkout, and leaves it', async () => {
    const { workspace } = await forgedCheckout();
    await symlink('.forged', join(workspace, 'out'));
    const why = `${join(workspace, 'out/findings-gate.env')} is reached through ${join(workspace, 'out')}, a symbolic link: the gate writes no file through one`;
    expect((await failure(writeMaskedFile(createMask(), 'out/findings-gate.env', 'x', { append: true }))).message).toBe(why);
    expect(failureSync(() => writeMaskedFileSync(createMask(), 'out/findings-gate.env', 'x', { append: true })).message).toBe(why);
    expect(lstatSync(join(workspace, 'out')).isSymbolicLink()).toBe(true);
    expect(await readFile(join(workspace, '.forged', 'findings-gate.env'), 'utf8')).toBe(PASS);
  });

  it('replaceLinkedFoldersOf removes the linked folder before a file there is removed or renamed onto (the inventory)', async () => {
    const { workspace } = await forgedCheckout();
    await symlink('.forged', join(workspace, 'out'));
    await replaceLinkedFoldersOf('out/findings-gate.env');
    expect(existsSync(join(workspace, 'out'))).toBe(false);
    expect(await readFile(join(workspace, '.forged', 'findings-gate.env'), 'utf8')).toBe(PASS);
    // A real folder, one still to make, and a link as the file's own name are left (the writer replaces the last).
    await symlink('.forged', join(workspace, 'file-link.env'));
    await replaceLinkedFoldersOf('.forged/findings-gate.env');
    await replaceLinkedFoldersOf('new/er/x.env');
    await replaceLinkedFoldersOf('file-link.env');
    expect(lstatSync(join(workspace, 'file-link.env')).isSymbolicLink()).toBe(true);
    expect((await readdir(workspace)).sort()).toEqual(['.forged', 'file-link.env']);
  });
});

describe('a large JSON value, never masked whole (issue 38: a file of 10,000 SARIF results is held 64 results at a time)', () => {
  /** A real mask that records each value json() is given, and the file writeMaskedFile wrote through it. */
  async function written(json: unknown, indent?: number): Promise<{ masked: unknown[]; text: string }> {
    const mask = createMask();
    const masked: unknown[] = [];
    const recording = { ...mask, json: (value: unknown, at?: number) => (masked.push(value), mask.json(value, at)) };
    const dir = await temporaryFolder('findings-gate-files-');
    const text = await readFile(await writeMaskedFile(recording, join(dir, 'v.json'), { json, indent }), 'utf8');
    expect(text).toBe(`${JSON.stringify(json, undefined, indent)}\n`);
    expect(readFileSync(writeMaskedFileSync(recording, join(dir, 'w.json'), { json, indent }), 'utf8')).toBe(text);
    return { masked: masked.slice(0, masked.length / 2), text };
  }

  it('masks a value below the fourth level as one, and each value above it on its own', async () => {
    const deep = { e: 'x', f: ['y'] };
    expect((await written({ a: { b: { c: { d: deep } } } }, 2)).masked).toEqual([deep]);
    expect((await written({ a: [1, 'two'], b: null })).masked).toEqual([1, 'two', null]);
  });

  it('masks an array of more than 64 items 64 at a time, and one of 64 item by item', async () => {
    const items = (n: number): string[] => Array.from({ length: n }, (_, i) => `item ${i}`);
    const sizes = async (n: number, indent?: number): Promise<number[]> =>
      (await written({ results: items(n) }, indent)).masked.map((value) => (Array.isArray(value) ? value.length : 1));
    // 5,000 results: 79 masks, not one for each.
    expect(await sizes(5000)).toEqual([...Array.from({ length: 78 }, () => 64), 8]);
    expect(await sizes(200, 2)).toEqual([64, 64, 64, 8]);
    // A multiple of 64 ends with its last full slice (no empty one after it: the file is JSON).
    expect(await sizes(128)).toEqual([64, 64]);
    expect(await sizes(128, 2)).toEqual([64, 64]);
    expect(await sizes(65)).toEqual([64, 1]);
    expect(await sizes(64)).toEqual(Array.from({ length: 64 }, () => 1));
  });
});
