// The domain's words, a leaf that every layer imports: severities and products, the order they are
// shown in, and how old something is. Pure: no imports.

/** Finding severities, from least to most severe. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The same severities, most severe first: the order every list and table shows them in. */
export const MOST_SEVERE_FIRST: readonly Severity[] = [...SEVERITIES].reverse();

/** The three products the report counts. */
export const PRODUCTS = ['code', 'sca', 'secrets'] as const;
export type Product = (typeof PRODUCTS)[number];

/** `SEVERITY_HIGH`, `high`, `High` → `high`; anything else → undefined. */
export function severityName(apiSeverity: string): Severity | undefined {
  const word = apiSeverity.toLowerCase().replace(/^severity_/, '');
  return (SEVERITIES as readonly string[]).includes(word) ? (word as Severity) : undefined;
}

/** A severity's place, most severe first (critical 0 … low 3); an unknown severity comes last (4). */
export function severityRank(apiSeverity: string): number {
  const severity = severityName(apiSeverity);
  return severity === undefined ? SEVERITIES.length : MOST_SEVERE_FIRST.indexOf(severity);
}

/** A day in ms: exceptions expire by the day, and the trend's buckets are days, weeks or months. */
export const DAY_MS = 86_400_000;

/**
 * How far ahead of this machine's clock a time from the API may be and still be read as "just now":
 * two clocks differ by seconds. A time further ahead is not a time the gate can trust.
 */
export const CLOCK_SKEW_MS = 60_000;

/** How long ago `sinceMs` was at `now` (never negative), or undefined when it is unknown or in the future. */
export function ageMs(sinceMs: number | undefined, now: number): number | undefined {
  // Number.isFinite is false for undefined and NaN alike.
  if (!Number.isFinite(sinceMs) || (sinceMs as number) - now > CLOCK_SKEW_MS) return undefined;
  return Math.max(0, now - (sinceMs as number));
}

/** A time stamp from the API in ms: ISO-8601, or the v1 API's `2020-11-18 23:28:12.391807+00:00`; NaN when unreadable. */
export function stampMs(text: string): number {
  return Date.parse(text.replace(' ', 'T'));
}
