// Everything the gate writes goes through one mask: the log, the outputs, the summary, every file, the
// PR comment and the MR note. It hides each secret the run knows (its tokens) as api/redact.ts finds
// them (any run of 8 of its characters, in any case, as written or decoded, and its first characters
// before a cut), and cuts every URL to its scheme, host and path (api/base-url.ts), so a secret in a
// query or a user name never reaches an artifact CI uploads.
import { publicUrls } from '../api/base-url.ts';
import { type Redactor, tokenRedactor } from '../api/redact.ts';

/** Shortest value worth hiding everywhere: hiding a shorter one would blank common words. */
export const MIN_SECRET_LENGTH = 4;

/** The run's secrets, and what they hide. */
export interface Mask {
  /** Never writes `secret` again, nor a run of it (ignored under MIN_SECRET_LENGTH characters). */
  add(secret: string): void;
  /** Text in a format (a log line, Markdown, XML, dotenv) as it may be written. */
  text(text: string): string;
  /** A JSON value as it may be written: serialised, each string and key masked. */
  json(value: unknown, indent?: number): string;
}

/**
 * A URL publicUrl may cut (a `?`, an `@`, a fragment other than a line anchor), or one that runs into
 * a JSON escape: JSON text that holds one is masked string by string.
 */
const URL_TO_CUT = /https?:\/\/[^\s"'<>()[\]{}\\`|]*?(?:[?@\\]|#(?!L\d+(?:-L\d+)?(?![^\s"'<>()[\]{}\\`|])))/i;

/** A mask with no secret yet. */
export function createMask(): Mask {
  const secrets = new Set<string>();
  const redactors: Redactor[] = [];
  const maskString = (value: string, holding: readonly Redactor[]): string =>
    publicUrls(holding.reduce((out, redactor) => redactor.redact(out), value));
  return {
    add(secret) {
      if (secret.length < MIN_SECRET_LENGTH || secrets.has(secret)) return;
      secrets.add(secret);
      redactors.push(tokenRedactor(secret));
    },
    text: (text) => publicUrls(redactors.reduce((out, redactor) => redactor.mask(out), text)),
    json(value, indent) {
      const text = JSON.stringify(value, null, indent) ?? 'null';
      // Most files hold no secret and no URL to cut: checked on their bytes, they are written as they are.
      const bytes = Buffer.from(text);
      const holding = redactors.filter((redactor) => redactor.mayHoldBytes(bytes));
      if (holding.length === 0 && !URL_TO_CUT.test(text)) return text;
      return (
        JSON.stringify(
          mapStrings(value, (s) => maskString(s, holding)),
          null,
          indent,
        ) ?? 'null'
      );
    },
  };
}

/** A JSON value with `map` applied to each string and key (what JSON.stringify writes of it: toJSON first). */
function mapStrings(value: unknown, map: (s: string) => string): unknown {
  const plain =
    value !== null && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function' ? value.toJSON() : value;
  if (typeof plain === 'string') return map(plain);
  if (plain === null || typeof plain !== 'object') return plain;
  if (Array.isArray(plain)) return plain.map((item) => mapStrings(item, map));
  return Object.fromEntries(Object.entries(plain).map(([key, item]) => [map(key), mapStrings(item, map)]));
}
