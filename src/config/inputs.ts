// The declared inputs (their table is config/input-table.ts), and how
// a raw input is read: size-checked, trimmed, split into a list, quoted in a message.
import { didYouMean } from '../suggest.ts';
import { INPUTS } from './input-table.ts';

/** Largest accepted value of any one input, in UTF-8 bytes. */
export const MAX_INPUT_BYTES = 64 * 1024;
/** Most items accepted in any one list input. */
export const MAX_INPUT_LIST_ITEMS = 1000;
/** Longest quoted value an error message shows (escaped characters count as shown). */
const QUOTE_LIMIT = 60;
const INT64_MAX = 9_223_372_036_854_775_807n;

/** An input the user can fix: `input` names it, the message says what it accepts. */
export class ConfigError extends Error {
  readonly input: string;
  /** Where the message names its input, in the action's words: `Input 'x'` unless said. */
  readonly subject: string;

  constructor(input: string, message: string, subject = `Input '${input}'`) {
    super(message);
    this.name = 'ConfigError';
    this.input = input;
    this.subject = subject;
  }

  /** The message with its input named as another CI's user sets it (`--x` on the command line). */
  named(nameOf: (input: string) => string): string {
    return this.message.replace(this.subject, () => nameOf(this.input));
  }
}

/** Every input of the action with its default, from the one table (config/input-table.ts). */
export const INPUT_DEFAULTS: { readonly [K in keyof typeof INPUTS]: (typeof INPUTS)[K]['default'] } = Object.freeze(
  Object.fromEntries(Object.entries(INPUTS).map(([name, spec]) => [name, spec.default])) as {
    [K in keyof typeof INPUTS]: (typeof INPUTS)[K]['default'];
  },
);

export type InputName = keyof typeof INPUT_DEFAULTS;
/** Raw inputs by their action.yml names, as the runner passes them. */
export type Inputs = Record<string, string | undefined>;
export type Env = Record<string, string | undefined>;

/** The environment variable the runner sets for an input: `INPUT_` and the name upper-cased, spaces as `_`. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Throws for an `INPUT_*` variable that no declared input has: a misspelled input would otherwise
 * leave its setting at the default (the runner only warns "Unexpected input").
 */
export function checkDeclaredInputs(env: Env): void {
  const declared = new Map(Object.keys(INPUT_DEFAULTS).map((name) => [inputVariable(name), name]));
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith('INPUT_') || declared.has(variable)) continue;
    const name = variable.slice('INPUT_'.length).toLowerCase();
    const hint = didYouMean(name, declared.values(), 1) || `; the inputs are listed in the README`;
    throw new ConfigError(
      name,
      `unknown input ${JSON.stringify(name)}${hint}: remove it or fix its name (a misspelled input would leave its setting at the default).`,
    );
  }
}

/** Whether a token can be sent as an HTTP header value: printable ASCII, no whitespace. */
export function isTokenShaped(token: string): boolean {
  return /^[\x21-\x7E]+$/.test(token);
}

/** A value quoted for an error message: at most 60 characters shown, quotes, backslashes and invisible characters escaped. */
export function quoteValue(value: string): string {
  const pieces: string[] = [];
  let length = 0;
  for (const char of value) {
    const piece = escapeChar(char);
    pieces.push(piece);
    length += piece.length;
    if (length > QUOTE_LIMIT) break;
  }
  if (length <= QUOTE_LIMIT) return `'${pieces.join('')}'`;
  let shown = '';
  for (const piece of pieces) {
    if (shown.length + piece.length > QUOTE_LIMIT - 1) break;
    shown += piece;
  }
  return `'${shown}…'`;
}

function escapeChar(char: string): string {
  if (char === '\\' || char === "'") return `\\${char}`;
  // Control, format (bidi), line/paragraph separators and lone surrogates: never shown raw.
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(char)) {
    let escaped = '';
    for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
    return escaped;
  }
  return char;
}

/** Throws when an input is over the size limit (checked before any parsing). */
export function checkInputSize(input: string, value: string): void {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > MAX_INPUT_BYTES) {
    throw new ConfigError(input, `Input '${input}' is ${bytes} bytes: the limit is ${MAX_INPUT_BYTES} bytes (64 KiB).`);
  }
}

/** The trimmed input, or its default when unset or blank. */
export function readInput(inputs: Inputs, name: InputName): string {
  const raw = inputs[name] ?? '';
  checkInputSize(name, raw);
  const value = raw.trim();
  return value === '' ? INPUT_DEFAULTS[name] : value;
}

/** Throws when a list input holds more than MAX_INPUT_LIST_ITEMS items. */
export function checkListLength(input: string, count: number, what = 'items'): void {
  if (count > MAX_INPUT_LIST_ITEMS) {
    throw new ConfigError(input, `Input '${input}' lists ${count} ${what}: the limit is ${MAX_INPUT_LIST_ITEMS}.`);
  }
}

/** Items of a list input: split on commas and newlines, trimmed, blanks dropped (not yet deduplicated). */
export function splitList(input: string, value: string): string[] {
  const items = value
    .split(/[,\r\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  checkListLength(input, items.length);
  return items;
}

/** `{ [key]: value }`, or nothing when the value is undefined (an optional field stays absent). */
export function present<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** A free string (name, tag, rule id): any text but control characters. */
export function checkText(input: string, item: string): string {
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(item)) {
    throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: remove the control character.`);
  }
  return item;
}

/** A decimal int64 id, normalised (no leading zeros). */
export function parseDecimalId(input: string, item: string): string {
  if (!/^[0-9]{1,19}$/.test(item) || BigInt(item) > INT64_MAX) {
    throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: use a decimal id such as 1234.`);
  }
  return BigInt(item).toString();
}
