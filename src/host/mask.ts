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
  /** A JSON value as it may be written: serialised, each string value masked (the keys are the gate's own). */
  json(value: unknown, indent?: number): string;
}

/** A mask with no secret yet. */
export function createMask(): Mask {
  const redactors = new Map<string, Redactor>();
  /** A string as it may be written: the runs of the secrets in `holding` redacted, its URLs cut. */
  const maskString = (value: string, holding: readonly Redactor[]): string =>
    publicUrls(holding.reduce((out, redactor) => redactor.redact(out), value));
  return {
    add(secret) {
      if (secret.length >= MIN_SECRET_LENGTH && !redactors.has(secret)) redactors.set(secret, tokenRedactor(secret));
    },
    text: (text) => publicUrls([...redactors.values()].reduce((out, redactor) => redactor.mask(out), text)),
    json(value, indent) {
      // Keys are the gate's own; values are masked one by one (after toJSON, as JSON.stringify writes them).
      const write = (holding: readonly Redactor[]): string =>
        JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? maskString(item, holding) : item), indent) ?? 'null';
      const text = write([]);
      // Most files hold no secret: checked on their bytes, they are written with their URLs cut only.
      const bytes = Buffer.from(text);
      const all = [...redactors.values()];
      return all.some((redactor) => redactor.mayHoldBytes(bytes)) ? write(all) : text;
    },
  };
}
