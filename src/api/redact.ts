// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it. A run of 8 or more consecutive characters of the token, in any case, is replaced.

/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
export const REDACT_MIN_RUN = 8;
export const REDACTED = '[redacted]';

/** Finds and removes the token's runs in server text. */
export interface Redactor {
  /** Whether the raw text of an answer may hold a run of the token (or hides characters in \u escapes). */
  mayHold(raw: string): boolean;
  /** The string with every run of the token replaced by [redacted]. */
  redact(value: string): string;
  /** A parsed JSON value with every string and key redacted (copied only where something changed). */
  redactValue<T>(value: T): T;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The redactor of `token`; an empty token redacts nothing. */
export function tokenRedactor(token: string): Redactor {
  const length = Math.min(REDACT_MIN_RUN, token.length);
  const grams = new Set<string>();
  for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
  if (length === 0) return { mayHold: () => false, redact: (value) => value, redactValue: (value) => value };
  const alternatives = [...grams].map(escapeRegExp).join('|');
  const any = new RegExp(alternatives, 'i');
  const starts = new RegExp(`(?=(?:${alternatives}))`, 'gi');

  const redact = (value: string): string => {
    // Every start of a run, overlapping: the covered ranges merge into one [redacted] each.
    const ranges: [number, number][] = [];
    for (const match of value.matchAll(starts)) {
      const start = match.index;
      const last = ranges.at(-1);
      if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], start + length);
      else ranges.push([start, start + length]);
    }
    let out = '';
    let at = 0;
    for (const [start, end] of ranges) {
      out += value.slice(at, start) + REDACTED;
      at = end;
    }
    return out + value.slice(at);
  };

  const redactValue = <T>(value: T): T => {
    if (typeof value === 'string') return redact(value) as T;
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item: unknown) => {
        const redacted = redactValue(item);
        if (redacted !== item) changed = true;
        return redacted;
      });
      return (changed ? next : value) as T;
    }
    // Stryker disable next-line ConditionalExpression: for a number or a boolean, Object.entries gives nothing and the value comes back unchanged all the same
    if (value === null || typeof value !== 'object') return value;
    let changed = false;
    const next = Object.entries(value).map(([key, item]) => {
      const [cleanKey, cleanItem] = [redact(key), redactValue(item)];
      if (cleanKey !== key || cleanItem !== item) changed = true;
      return [cleanKey, cleanItem] as const;
    });
    return (changed ? Object.fromEntries(next) : value) as T;
  };

  return { mayHold: (raw) => raw.includes('\\u') || any.test(raw), redact, redactValue };
}
