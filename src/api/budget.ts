// The run's budget of list pages in hand: the bytes of every page answer from its first byte read until
// its walk is done with it (its items checked) or gives it up. Each answer is capped (64 MiB), but a
// dozen list walks run at once, each with a page read ahead: with no budget, a server that fills every
// page near its cap makes the process hold them all at once. A page may read on while the budget has
// room; past it, a page read ahead waits (its body is left unread, so the server's socket stops) until
// the budget frees or its walk needs it. The page a walk waits for (its current page) may go past the
// budget, one at a time, so that every walk moves on: a walk never waits for a page it does not need,
// and the budget never holds one back forever. "One at a time" counts the pages HELD past the budget,
// not only those being read: the slot is free again only once that page is given back (its walk is done
// with it), so at most one page is in hand beyond the budget. A walk whose reader waits on something
// else (the report, another walk) must not make a page current before that is known (pages.ts `ready`):
// a page held past the budget by a reader that waits on another walk could stop that walk for good.

/** Bytes of list pages in hand across the run, past which only a page a walk waits for may read on (one at a time). */
export const PAGE_BUDGET_BYTES = 32 * 1024 * 1024;

/** Why a page read ahead stopped: its walk ended without it (its bytes are not wanted). */
export class PageAbandoned extends Error {
  constructor() {
    super('the walk no longer needs this page');
  }
}

/**
 * One page's share of the budget: the bytes it holds, whether its walk waits for it (current), and
 * whether it was given back (released: done with, or given up).
 */
export class PageClaim {
  #budget: PageBudget | undefined;
  /** Bytes charged to the budget and not given back. */
  bytes = 0;
  #current = false;
  #released = false;

  /** Whether the walk waits for this page: it may then read past the budget (one such page at a time). */
  get current(): boolean {
    return this.#current;
  }

  get released(): boolean {
    return this.#released;
  }

  /** The walk now waits for this page. */
  makeCurrent(): void {
    this.#current = true;
    this.#budget?.wake();
  }

  /** Ties the claim to the budget it is charged to. */
  attach(budget: PageBudget): void {
    this.#budget = budget;
  }

  /** The walk is done with this page, or gives it up: its bytes go back to the budget, and a read still going stops. */
  release(): void {
    this.#released = true;
    this.#budget?.free(this);
  }
}

/** The budget shared by the transport's page answers. */
export class PageBudget {
  readonly limit: number;
  #held = 0;
  /** The page held past the budget, if any, from its first byte past it until it is given back: one at a time. */
  #over: PageClaim | undefined;
  #waiting = new Set<() => void>();

  constructor(limit: number = PAGE_BUDGET_BYTES) {
    this.limit = limit;
  }

  /** Bytes of pages in hand now. */
  get held(): number {
    return this.#held;
  }

  /**
   * Charges `bytes` more to `claim` before they are kept: at once while the budget has room, or for a
   * current page when no other reads past the budget; else it waits until one of those holds. Throws
   * PageAbandoned once the claim is released, and `signal`'s reason once it aborts.
   */
  async charge(claim: PageClaim, bytes: number, signal?: AbortSignal, onWait?: (waiting: boolean) => void): Promise<void> {
    claim.attach(this);
    for (let waited = false; ; waited = true) {
      if (claim.released) throw new PageAbandoned();
      signal?.throwIfAborted();
      const room = this.#held + bytes <= this.limit;
      if (room || this.#over === claim || (claim.current && this.#over === undefined)) {
        if (!room) this.#over = claim;
        claim.bytes += bytes;
        this.#held += bytes;
        if (waited) onWait?.(false);
        return;
      }
      if (!waited) onWait?.(true);
      await this.#next(signal);
    }
  }

  /**
   * The claim's answer is read whole (or its read failed). Its bytes are still held until the walk gives
   * them back (`free`): only then may another page go past the budget, so the slot stays with it.
   */
  endRead(claim: PageClaim): void {
    if (this.#over !== claim || claim.bytes > 0) return;
    this.#over = undefined;
    this.wake();
  }

  /** Gives the claim's bytes back (its answer is no longer held: done with, or read again from its start). */
  free(claim: PageClaim): void {
    this.#held -= claim.bytes;
    claim.bytes = 0;
    if (this.#over === claim) this.#over = undefined;
    this.wake();
  }

  /** Every waiting page looks again. */
  wake(): void {
    const waiting = [...this.#waiting];
    this.#waiting.clear();
    for (const resolve of waiting) resolve();
  }

  #next(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (): void => {
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = (): void => {
        this.#waiting.delete(done);
        reject(signal?.reason);
      };
      this.#waiting.add(done);
      signal?.addEventListener('abort', aborted, { once: true });
    });
  }
}
