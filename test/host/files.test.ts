// The one way the gate writes a file: through the run's mask, its folder made first.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/api/redact.ts';
import { writeMaskedFile, writeMaskedFileSync } from '../../src/host/files.ts';
import { createMask } from '../../src/host/mask.ts';

const SECRET = 'sgp_Files9Kq2Zx9Lm4Np8Rt6';

describe('writeMaskedFile', () => {
  it('writes text and JSON masked, in a folder it makes, and answers the absolute path', async () => {
    const mask = createMask();
    mask.add(SECRET);
    const dir = await mkdtemp(join(tmpdir(), 'findings-gate-files-'));
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
    const dir = await mkdtemp(join(tmpdir(), 'findings-gate-files-'));
    await writeFile(join(dir, 'file'), 'x');
    await expect(writeMaskedFile(createMask(), join(dir, 'file/below.json'), 'x')).rejects.toThrow(/EEXIST|ENOTDIR/);
    expect(() => writeMaskedFileSync(createMask(), join(dir, 'file/below.env'), 'x')).toThrow(/EEXIST|ENOTDIR/);
  });
});
