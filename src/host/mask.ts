// Everything the gate writes goes through one mask: the log, the outputs, the summary, every file, the
// PR comment and the MR note. It hides each secret the run knows (its tokens) as api/redact.ts finds
// them (any run of 8 of its characters, in any case, as written or decoded, and its first characters
// before a cut), and cuts every URL to its scheme, host and path (api/base-url.ts), so a secret in a
// query or a user name never reaches an artifact CI uploads.

import { secretsRedactor } from '../api/redact.ts';
import { keepsUrls, publicUrls } from '../api/url-text.ts';

/** Shortest value worth hiding everywhere: hiding a shorter one would blank common words. */
export const MIN_SECRET_LENGTH = 4;

/**
 * What a writer that encodes and streams its own file needs of the mask (the dependency inventory,
 * inventory/writer.ts): a string value as json() writes it, and a check of encoded text for the secrets.
 */
export interface ValueMask {
  /** A string value as json() writes it: each secret hidden, each URL cut (publicUrls). */
  value(text: string): string;
  /**
   * Whether the UTF-8 bytes of text the run writes (JSON, or any text that holds each string as it is) may hold
   * a secret, as written, escaped or decoded: false means value() of each string they hold only cuts its URLs.
   */
  mayHoldSecret(bytes: Uint8Array): boolean;
}

/** The run's secrets, and what they hide. */
export interface Mask extends ValueMask {
  /** Never writes `secret` again, nor a run of it (ignored under MIN_SECRET_LENGTH characters). */
  add(secret: string): void;
  /** Text in a format (a log line, Markdown, XML, dotenv) as it may be written. */
  text(text: string): string;
  /** A JSON value as it may be written: serialised, each string value masked (the keys are the gate's own). */
  json(value: unknown, indent?: number): string;
}

/**
 * The characters JSON.stringify writes as they are that reorder or break what a reader sees: C1 controls, line
 * and paragraph separators, bidi embeddings, overrides and isolates. Only a JSON string can hold them.
 */
const INVISIBLE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON text with each INVISIBLE character written as its `\u` escape (the same value to a parser): a file a reviewer opens shows them (attack29 J2). */
const escapeInvisible = (json: string): string =>
  json.replace(INVISIBLE, (c) => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`);

/** A mask with no secret yet. */
export function createMask(): Mask {
  const secrets = new Set<string>();
  // One redactor of every secret: each one's runs found in the text as given, then replaced at once.
  let redactor = secretsRedactor([]);
  return {
    add(secret) {
      if (secret.length < MIN_SECRET_LENGTH || secrets.has(secret)) return;
      secrets.add(secret);
      redactor = secretsRedactor([...secrets]);
    },
    text: (text) => publicUrls(redactor.mask(text)),
    value: (text) => publicUrls(redactor.redact(text)),
    mayHoldSecret: (bytes) => redactor.mayHoldBytes(bytes),
    json(value, indent) {
      // Keys are the gate's own; values are masked one by one (after toJSON, as JSON.stringify writes them).
      const write = (redact: (value: string) => string): string =>
        JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? publicUrls(redact(item)) : item), indent) ?? 'null';
      // Most values hold no URL to cut: their text is JSON.stringify's, without a call for each string. Where the
      // text holds no backslash, each string is written as it is between its quotes, and keepsUrls(…, true) ends a
      // URL at its string's closing quote: reading the text's URLs is reading each string's. A backslash (an
      // escaped quote, a control character) or a URL to cut: written string by string.
      const plain = JSON.stringify(value, undefined, indent) ?? 'null';
      const text = !plain.includes('\\') && keepsUrls(plain, true) ? plain : write((item) => item);
      // Most files hold no secret: checked on their bytes, they are written with their URLs cut only.
      return escapeInvisible(redactor.mayHoldBytes(Buffer.from(text)) ? write(redactor.redact) : text);
    },
  };
}
