// Reads a report file back as a baseline, through the one reader of files (files/read.ts: a regular
// file only, never through a symbolic link, size capped); then its text becomes a Baseline, or the one
// reason it is not one. Never an error: a baseline that cannot be used is said, and the run goes on.
import { PRODUCTS, SEVERITIES } from '../domain.ts';
import { readBoundedFile } from '../files/read.ts';
import { emptyMatrix } from '../gate/counts.ts';
import type { Baseline, CountedProject, CountingBasis, CountMatrix, LoadedBaseline, Product } from '../gate/types.ts';
import { READABLE_FORMAT_VERSIONS, REPORT_FORMAT } from './format.ts';

/** Largest baseline read: a report file of 50,000 secrets is about 10 MB. */
export const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/** The baseline in `path` (relative to the workspace), or why it cannot be used; never throws. */
export async function readBaseline(
  path: string,
  limit = MAX_BASELINE_BYTES,
  maxStrings = MAX_BASELINE_STRINGS,
  maxValues = MAX_BASELINE_VALUES,
): Promise<LoadedBaseline> {
  const read = await readBoundedFile({ path, maxBytes: limit, name: 'the baseline' });
  if ('problem' in read) {
    const { kind, why } = read.problem;
    // A missing baseline is the usual first run: say so, it is not a fault.
    return { file: path, problem: kind === 'missing' ? `${why} (no baseline was restored: a cache miss, or the first run)` : why };
  }
  // JSON.parse builds an object for each string, object and list, and a slot for each value: 64 MiB of
  // short ids were 1.3 GB (attack8), of `{}` 2.4 GB (attack9). A report file of the gate holds far fewer.
  const { strings, values } = itemsIn(read.bytes);
  const over =
    strings > maxStrings
      ? `${maxStrings.toLocaleString('en-US')} strings`
      : values > maxValues
        ? `${maxValues.toLocaleString('en-US')} keys and values`
        : undefined;
  if (over !== undefined) return { file: path, problem: `it holds more than ${over}, more than a report file of the gate writes` };
  const parsed = parseBaseline(read.bytes.toString('utf8'));
  return 'baseline' in parsed ? { file: path, baseline: parsed.baseline } : { file: path, problem: parsed.problem };
}

/**
 * Most strings (keys and values) a baseline may hold: a report file of 25,000 projects (about 40 keys
 * each), 10,000 valid secrets' details, their ids and the findings' ids it records is under 2,000,000.
 */
export const MAX_BASELINE_STRINGS = 2_500_000;

/**
 * Most keys and values (strings, numbers, objects, lists) a baseline may hold: the report file of 25,000
 * projects, each with its counts and what exceptions accepted (70 each), a scope of 25,000, 10,000 valid
 * secrets' details and the findings' ids that fill the rest of MAX_BASELINE_BYTES holds under 2,900,000.
 */
export const MAX_BASELINE_VALUES = 3_000_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `{`, `[`, `,` and `:`: every key and value but the first follows one, outside strings. */
const BEFORE_VALUE = new Set([0x7b, 0x5b, 0x2c, 0x3a]);

/**
 * The strings of a text, and its keys and values (the bytes that come before one, outside strings), in one
 * pass: what JSON.parse would build, counted before it builds it. A text that is not JSON is counted as far as
 * it goes; JSON.parse refuses it before building more.
 */
function itemsIn(bytes: Buffer): { strings: number; values: number } {
  let strings = 0;
  let values = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (byte === QUOTE) {
      strings++;
      at = closingQuote(bytes, at);
    } else if (BEFORE_VALUE.has(byte)) {
      values++;
    }
  }
  return { strings, values };
}

/** Where the string opened at `open` ends (the text's length when it does not). */
function closingQuote(bytes: Buffer, open: number): number {
  let at = bytes.indexOf(QUOTE, open + 1);
  // indexOf's -1 (no quote left) is never escaped: no byte comes before it.
  while (escaped(bytes, at)) at = bytes.indexOf(QUOTE, at + 1);
  return at === -1 ? bytes.length : at;
}

/** Whether the byte at `at` follows an odd run of backslashes. */
function escaped(bytes: Buffer, at: number): boolean {
  let backslashes = 0;
  while (bytes[at - backslashes - 1] === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

// ---------------------------------------------------------------------------------------------
// Parsing: the text of a report file into a Baseline, or the reason it is not one
// ---------------------------------------------------------------------------------------------

class Unusable extends Error {}

/** What the report file writes (`Date#toISOString`), and offsets: Date.parse alone accepts almost anything. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function field(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Unusable(`its ${where} is missing or not an object`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new Unusable(`its ${where} is missing or not a string`);
  return value;
}

function texts(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Unusable(`its ${where} is missing or not a list of strings`);
  }
  return value as string[];
}

function matrixOf(value: unknown, where: string): CountMatrix {
  const counts = field(value, where);
  const matrix = emptyMatrix();
  for (const product of PRODUCTS) {
    const row = field(counts[product], `${where}.${product}`);
    for (const severity of SEVERITIES) {
      const n = row[severity];
      if (!Number.isSafeInteger(n) || (n as number) < 0) {
        throw new Unusable(`its ${where}.${product}.${severity} is not a whole number, 0 or more`);
      }
      matrix[product][severity] = n as number;
    }
  }
  return matrix;
}

function basisOf(value: unknown): CountingBasis {
  const basis = field(value, 'basis');
  const projects = basis.projects === 'all' ? 'all' : texts(basis.projects, 'basis.projects');
  const findingTypes = texts(basis.findingTypes, 'basis.findingTypes');
  if (!findingTypes.every((p) => (PRODUCTS as readonly string[]).includes(p))) {
    throw new Unusable('its basis.findingTypes names an unknown product');
  }
  const filters: Record<string, string | string[]> = {};
  for (const [name, filter] of Object.entries(field(basis.filters, 'basis.filters'))) {
    filters[name] = typeof filter === 'string' ? filter : texts(filter, `basis.filters.${name}`);
  }
  return { projects, projectIds: texts(basis.projectIds, 'basis.projectIds'), findingTypes: findingTypes as Product[], filters };
}

/** Parses the text of a report file; `problem` says, as a clause, why it cannot be a baseline. */
export function parseBaseline(json: string): { baseline: Baseline } | { problem: string } {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return { problem: 'it is not JSON' };
  }
  try {
    if (!isObject(root)) throw new Unusable('it is not a findings-gate report file');
    if (root.format !== REPORT_FORMAT) {
      throw new Unusable(
        'result' in root && !('format' in root)
          ? 'it was written by an older findings-gate, without a format version: let the baseline job run once with this version'
          : 'it is not a findings-gate report file',
      );
    }
    if (!READABLE_FORMAT_VERSIONS.includes(root.formatVersion as number)) {
      throw new Unusable(
        `it has format version ${JSON.stringify(root.formatVersion)}, and this findings-gate reads versions ${READABLE_FORMAT_VERSIONS.join(' and ')}`,
      );
    }
    if (root.result === 'error') throw new Unusable('its run could not decide (result error), so it holds no counts');
    const generatedAt = text(root.generatedAt, 'generatedAt');
    if (!ISO_TIME.test(generatedAt) || Number.isNaN(Date.parse(generatedAt))) throw new Unusable('its generatedAt is not an ISO date-time');
    const deploymentId = text(field(root.deployment, 'deployment').id, 'deployment.id');
    if (!Array.isArray(root.projects)) throw new Unusable('its projects are missing or not a list');
    const projects = root.projects.map((item, i): CountedProject => {
      const project = field(item, `projects[${i}]`);
      const tally: CountedProject = {
        label: text(project.label, `projects[${i}].label`),
        counts: matrixOf(project.counts, `projects[${i}].counts`),
      };
      if (project.projectId !== undefined) tally.projectId = text(project.projectId, `projects[${i}].projectId`);
      // What that run's exceptions accepted (absent in a file of a run without any, or of an older findings-gate).
      if (project.accepted !== undefined) tally.accepted = matrixOf(project.accepted, `projects[${i}].accepted`);
      return tally;
    });
    return {
      baseline: {
        generatedAt: new Date(generatedAt).toISOString(),
        deploymentId,
        basis: basisOf(root.basis),
        projects,
        validSecretIds: texts(root.validSecretIds, 'validSecretIds'),
        ...(Array.isArray(root.findingIds) ? { findingIds: texts(root.findingIds, 'findingIds') } : {}),
      },
    };
  } catch (error) {
    // Only Unusable is thrown while the parsed JSON is read: each says why, as a clause.
    return { problem: (error as Unusable).message };
  }
}
