// Numbers as every message shows them: the gate's reasons, the summary, the comment and the log. Pure.

/** `12,345`: grouped by hand, since the first toLocaleString call loads ICU number formatting, at a cost every run would pay. */
export function count(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}

/** The noun for `n` things: `finding` for 1, `findings` otherwise. */
export function noun(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** `1 finding`, `3 findings`, `1,200 findings`. */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${noun(n, one, many)}`;
}

/** A difference as a reader expects it: `+3`, `−2` (a true minus sign), `±0`. */
export function signed(n: number): string {
  return n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : '±0';
}
