// The orders every renderer shares: the severity of an API value, secrets most severe first, and the
// first n of a long list without sorting it all. Pure.

import type { SecretFinding } from '../api/types.ts';
import { severityRank } from '../domain.ts';

export { severityName } from '../domain.ts';

const secretRank = (secret: SecretFinding): number => severityRank(secret.severity);

/** Most severe first, then oldest first, then by id, so the table is stable. */
export function mostSevereFirst(a: SecretFinding, b: SecretFinding): number {
  const d = secretRank(a) - secretRank(b);
  if (d !== 0) return d;
  const ca = a.createdAt ?? '\uffff';
  const cb = b.createdAt ?? '\uffff';
  if (ca !== cb) return ca < cb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The first `n` items in `order`, without sorting them all (a deployment may hold very many). */
export function firstInOrder<T>(items: Iterable<T>, n: number, order: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  if (n <= 0) return top;
  for (const item of items) {
    if (top.length === n && order(item, top[n - 1]!) >= 0) continue;
    let i = top.length;
    while (i > 0 && order(item, top[i - 1]!) < 0) i--;
    top.splice(i, 0, item);
    if (top.length > n) top.pop();
  }
  return top;
}
