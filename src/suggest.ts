// Close matches for a name a user typed: the names it may be a typo of. Pure.

/** Edit distance (insertions, deletions, substitutions) between two strings, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Up to `max` candidates close to `name`: those equal to it ignoring case first, then the nearest by
 * edit distance (case-insensitive), within a third of the name's length (at least 2 edits).
 */
export function closestMatches(name: string, candidates: Iterable<string>, max = 3): string[] {
  const closest = new ClosestMatches(name, max);
  for (const candidate of candidates) closest.add(candidate);
  return closest.matches();
}

/**
 * closestMatches taken as the candidates come: only the best `max` are kept, so a walk of any number of
 * names (a deployment's projects) keeps a few (attack16 M2).
 */
export class ClosestMatches {
  readonly #name: string;
  readonly #wanted: string;
  readonly #limit: number;
  readonly #max: number;
  readonly #best: { candidate: string; score: number }[] = [];

  constructor(name: string, max = 3) {
    this.#name = name;
    this.#wanted = name.toLowerCase();
    this.#limit = Math.max(2, Math.floor(name.length / 3));
    this.#max = max;
  }

  add(candidate: string): void {
    if (candidate === this.#name || this.#best.some((kept) => kept.candidate === candidate)) return;
    // Once `max` are kept, a candidate further than the furthest of them cannot enter. (With `max` 0 or less,
    // none is kept: a candidate within the limit enters and is at once taken out.)
    const worst = this.#best.length >= this.#max ? (this.#best.at(-1)?.score ?? this.#limit) : this.#limit;
    // A distance of 0 is a name equal ignoring case: it comes first. A bare name that is the last part of an
    // owner/name (Azure Repos' BUILD_REPOSITORY_NAME against the project Semgrep named from the URL) is close.
    const lower = candidate.toLowerCase();
    const underOwner = !this.#wanted.includes('/') && lower.endsWith(`/${this.#wanted}`);
    const score = underOwner ? Math.min(1, worst) : editDistance(this.#wanted, lower, worst);
    if (score > worst) return;
    this.#best.push({ candidate, score });
    // Ties by name (code units); two kept candidates are never equal.
    this.#best.sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1));
    if (this.#best.length > this.#max) this.#best.pop();
  }

  /** The best candidates so far, the closest first. */
  matches(): string[] {
    return this.#best.map(({ candidate }) => candidate);
  }
}

/** ` (did you mean "a" or "b"?)`, or nothing when there is no close match. */
export function didYouMean(name: string, candidates: Iterable<string>, max = 3): string {
  const close = closestMatches(name, candidates, max).map((candidate) => JSON.stringify(candidate));
  if (close.length === 0) return '';
  const list = close.length === 1 ? close[0] : `${close.slice(0, -1).join(', ')} or ${close.at(-1)}`;
  return ` (did you mean ${list}?)`;
}
