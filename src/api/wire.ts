// Readers of the wire format (protobuf JSON: int64 as strings, zero values omitted) and
// builders of request parameters. Parsers throw a malformed-response ApiError on bad input.

import { stampMs } from '../domain.ts';
import { cutText } from './cut.ts';
import type { ApiOperation } from './errors.ts';
import { ApiError, malformed, sanitizeText } from './errors.ts';

/** A JSON object as parsed, fields not yet trusted. */
export type WireObject = Record<string, unknown>;

const DEPLOYMENT_ID = /^[0-9]{1,19}$/;
const DECIMAL = /^-?[0-9]+$/;
const ID = /^[0-9]{1,20}$/;
const DIGITS = /^[0-9]+$/;
const FLOAT = /^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is WireObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value as an object, or a malformed-response error naming `what`. */
export function expectObject(operation: ApiOperation, value: unknown, what: string): WireObject {
  if (!isObject(value)) throw malformed(operation, `${what} is ${describe(value)}, not an object`);
  return value;
}

/**
 * The body of a 2xx answer: an object that holds `listKey` and no `error` or `message` beside it (a
 * server that says "error" with a 200 has not answered the question).
 */
export function expectBody(operation: ApiOperation, value: unknown, listKey: string): WireObject {
  const root = expectObject(operation, value, 'the body');
  for (const key of ['error', 'message']) {
    if (root[key] !== undefined && root[key] !== null && root[key] !== '') {
      throw malformed(operation, `the body has a success status but carries ${key} ${describe(root[key])}`);
    }
  }
  if (!(listKey in root)) throw malformed(operation, `${listKey} is missing`);
  return root;
}

/** A count: absent means 0 (protobuf omits zeros); negative, fractional or non-numeric is malformed. */
export function readCount(operation: ApiOperation, value: unknown, what: string): number {
  if (value === undefined || value === null) return 0;
  let n: number;
  if (typeof value === 'number') n = value;
  // Number() reads past the surrounding spaces the test allows.
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) n = Number(value);
  else throw malformed(operation, `${what} is ${describe(value)}, not a count`);
  if (!Number.isSafeInteger(n) || n < 0) throw malformed(operation, `${what} is ${describe(value)}, not a count`);
  return n;
}

/** An int64 id (number or decimal string), normalised to a decimal string; absent gives undefined. */
export function readId(operation: ApiOperation, value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  // Number.isSafeInteger is false for anything but a number.
  if (Number.isSafeInteger(value) && (value as number) >= 0) return String(value);
  if (typeof value === 'string' && ID.test(value)) return value;
  throw malformed(operation, `${what} is ${describe(value)}, not a decimal id`);
}

/** An optional string field: absent gives undefined, another type is malformed. */
export function readString(operation: ApiOperation, value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw malformed(operation, `${what} is ${describe(value)}, not a string`);
  return value;
}

/**
 * An optional time stamp, as an ISO string: ISO-8601, or the form the v1 API writes
 * (`2020-11-18 23:28:12.391807+00:00`). Absent or empty gives undefined; anything unreadable is malformed.
 */
export function readTime(operation: ApiOperation, value: unknown, what: string): string | undefined {
  const text = readString(operation, value, what);
  if (text === undefined || text === '') return undefined;
  const ms = stampMs(text);
  if (Number.isNaN(ms)) throw malformed(operation, `${what} is ${describe(text)}, not a date-time`);
  return new Date(ms).toISOString();
}

/** An optional boolean: absent is false (protobuf omits false). */
export function readBoolean(operation: ApiOperation, value: unknown, what: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw malformed(operation, `${what} is ${describe(value)}, not a boolean`);
  return value;
}

/** An optional array: absent is empty (protobuf omits empty lists). */
export function readArray(operation: ApiOperation, value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw malformed(operation, `${what} is ${describe(value)}, not a list`);
  return value;
}

/** Longest text kept of one field of a list's item (a path, a rule name, a message); past it the text is cut. */
export const MAX_FIELD_CHARS = 4096;

/**
 * Longest id of an item kept whole (never cut: a cut id could match another): a match_based_id is a
 * SHA-512 in hex and `_N` (about 130 characters), a secret's or a dependency's id a number. An answer with
 * a longer one is malformed: an id is not prose, and 10,000 ids of 4,096 characters were 80 MiB (attack9 J3).
 */
export const MAX_ID_CHARS = 256;

/**
 * The fields of one list's items, read as the readers above read them, with the error's path
 * (`findings[12].location.line`) built only when a field is bad: a page of 10,000 items is validated
 * without a string of its own for every field it reads.
 */
export class ItemFields {
  readonly #operation: ApiOperation;
  readonly #list: string;

  constructor(operation: ApiOperation, list: string) {
    this.#operation = operation;
    this.#list = list;
  }

  /** Where a field is, for a message: `list[index]path`. */
  where(index: number, path = ''): string {
    return `${this.#list}[${index}]${path}`;
  }

  object(value: unknown, index: number, path = ''): WireObject {
    return isObject(value) ? value : expectObject(this.#operation, value, this.where(index, path));
  }

  /** An optional object: absent or null gives undefined. */
  optionalObject(value: unknown, index: number, path: string): WireObject | undefined {
    return value === undefined || value === null ? undefined : this.object(value, index, path);
  }

  /** An optional text, cut at MAX_FIELD_CHARS (ending in `…`): a kept field is never a server's whole megabyte. */
  string(value: unknown, index: number, path: string): string | undefined {
    if (typeof value === 'string') return value.length > MAX_FIELD_CHARS ? cutText(value, MAX_FIELD_CHARS) : value;
    return value === undefined || value === null ? undefined : readString(this.#operation, value, this.where(index, path));
  }

  /** An optional id kept whole: a text of at most MAX_ID_CHARS characters; a longer one is malformed, never cut. */
  identifier(value: unknown, index: number, path: string): string | undefined {
    if (typeof value === 'string' && value.length > MAX_ID_CHARS) {
      throw malformed(
        this.#operation,
        `${this.where(index, path)} is ${value.length.toLocaleString('en-US')} characters long, longer than an id (at most ${MAX_ID_CHARS})`,
      );
    }
    return this.string(value, index, path);
  }

  count(value: unknown, index: number, path: string): number {
    // The common case first, without a call: most counts of a long list are numbers.
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    if (value === undefined || value === null) return 0;
    // int64 as a decimal string, as protobuf JSON writes it
    if (typeof value === 'string' && DIGITS.test(value)) {
      const n = Number(value);
      if (Number.isSafeInteger(n)) return n;
    }
    return readCount(this.#operation, value, this.where(index, path));
  }

  id(value: unknown, index: number, path: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' && ID.test(value)) return value;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
    return readId(this.#operation, value, this.where(index, path));
  }

  array(value: unknown, index: number, path: string): unknown[] {
    if (Array.isArray(value)) return value;
    return value === undefined || value === null ? [] : readArray(this.#operation, value, this.where(index, path));
  }

  /** An optional boolean: absent or null gives undefined (where protobuf's omitted false is not the same as unsent), another type is malformed. */
  flag(value: unknown, index: number, path: string): boolean | undefined {
    if (typeof value === 'boolean') return value;
    if (value === undefined || value === null) return undefined;
    throw malformed(this.#operation, `${this.where(index, path)} is ${describe(value)}, not a boolean`);
  }

  /**
   * An optional probability from 0 to 1: a number, or a decimal string as protobuf JSON may write a
   * float; absent or null gives undefined (never 0); anything else (NaN, Infinity, out of range) is malformed.
   */
  probability(value: unknown, index: number, path: string): number | undefined {
    if (value === undefined || value === null) return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && FLOAT.test(value) ? Number(value) : Number.NaN;
    if (n >= 0 && n <= 1) return n;
    throw malformed(this.#operation, `${this.where(index, path)} is ${describe(value)}, not a probability from 0 to 1`);
  }

  /**
   * A time stamp checked as readTime checks it, kept as the API wrote it: for a stamp only ever read back
   * as a time (stampMs), which needs no ISO text built for each item of a long list.
   */
  stamp(value: unknown, index: number, path: string): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string' && !Number.isNaN(stampMs(value))) return value;
    return readTime(this.#operation, value, this.where(index, path));
  }
}

/** A short, safe description of a wire value for an error message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(sanitizeText(value, undefined, 40));
  return String(value);
}

/** Checks a deployment id is a decimal integer before it enters a URL path. */
export function checkDeploymentId(operation: ApiOperation, deploymentId: string): string {
  if (typeof deploymentId !== 'string' || !DEPLOYMENT_ID.test(deploymentId)) {
    throw new ApiError({
      operation,
      kind: 'config',
      reason: `the deployment id must be a decimal number such as 4242 (got ${describe(deploymentId)})`,
    });
  }
  return deploymentId;
}

/** Checks a project id is a decimal integer before it enters a URL path. */
export function checkProjectId(operation: ApiOperation, projectId: string): string {
  if (typeof projectId !== 'string' || !DEPLOYMENT_ID.test(projectId)) {
    throw new ApiError({
      operation,
      kind: 'config',
      reason: `a project id must be a decimal number such as 1201 (got ${describe(projectId)})`,
    });
  }
  return projectId;
}

/** True for a filter value that means "all" and so must never be sent. */
export function isUnspecified(value: string): boolean {
  return value.endsWith('_UNSPECIFIED');
}

/** The filter values worth sending: `*_UNSPECIFIED` and empty strings dropped. */
export function meaningful(values: readonly string[] | undefined): string[] {
  return (values ?? []).filter((v) => typeof v === 'string' && v !== '' && !isUnspecified(v));
}

/** Appends each value as a repeated key (OpenAPI form/explode); nothing when the list is empty. */
export function appendAll(params: URLSearchParams, key: string, values: readonly string[] | undefined): void {
  for (const value of meaningful(values)) params.append(key, value);
}

/** Appends one value unless it is absent, empty or `*_UNSPECIFIED`. */
export function appendOne(params: URLSearchParams, key: string, value: string | undefined): void {
  if (value !== undefined && value !== '' && !isUnspecified(value)) params.set(key, value);
}

/** Checks a page size is an integer within [1, max]. */
export function checkPageSize(operation: ApiOperation, name: string, size: number, max: number): number {
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new ApiError({ operation, kind: 'config', reason: `${name} must be an integer from 1 to ${max} (got ${describe(size)})` });
  }
  return size;
}
