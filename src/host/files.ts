// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file and the dotenv of outputs all go through the run's mask (host/mask.ts), their folder
// made first. A later sink that writes a file through the Host cannot forget the token.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Mask } from './mask.ts';

/** What a file holds: text in a format, or a JSON value (masked string by string, then written with a final newline). */
export type FileContent = string | { json: unknown; indent?: number };

/** The bytes of `content` as they may be written. */
function maskedText(mask: Mask, content: FileContent): string {
  return typeof content === 'string' ? mask.text(content) : `${mask.json(content.json, content.indent)}\n`;
}

/** Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system throws. */
export async function writeMaskedFile(mask: Mask, path: string, content: FileContent): Promise<string> {
  const file = resolve(path);
  const text = maskedText(mask, content);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake. */
export function writeMaskedFileSync(mask: Mask, path: string, content: FileContent): string {
  const file = resolve(path);
  const text = maskedText(mask, content);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}
