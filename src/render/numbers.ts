// Numbers as the summary, the comment and the log show them. Pure.

/** `12,345`: grouped by hand, since the first toLocaleString call loads ICU number formatting (~20 ms a run). */
export function count(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}

/** `1 finding`, `3 findings`. */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A difference as a reader expects it: `+3`, `−2` (a true minus sign), `±0`. */
export function signed(n: number): string {
  return n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : '±0';
}
