// Where the transport meets the run's budget of pages (budget.ts): a page of a walk is charged chunk by
// chunk as one attempt reads its answer, and a page asked for and awaited at once is current from its start.
// What the budget holds, waits for and gives back is budget.ts's; this is only how an attempt uses it.

import type { PageOf } from './answer.ts';
import { type PageBudget, PageClaim } from './budget.ts';

/** One attempt's read of an answer, against the run's budget of pages. */
export interface PageRead {
  /**
   * Charges a chunk's bytes before they are kept: a page read ahead past the budget waits here (its socket
   * paused, `onWait` told) until the budget frees or its walk needs it. Throws PageAbandoned once the walk
   * gives the page up.
   */
  charge(bytes: number): Promise<void>;
  /** The attempt ended: an answer `read` whole is held until its walk gives it back; any other is given back now. */
  end(read: boolean): void;
}

/** An answer that is not a page of a walk: nothing to charge. */
const UNCOUNTED: PageRead = {
  async charge(): Promise<void> {},
  end(): void {},
};

/**
 * The read of `claim`'s page by one attempt (none: an answer not counted). An attempt that does not read
 * the answer whole (it failed, or its walk gave the page up) gives its bytes back as it ends: nothing is
 * held while the transport waits to try again, and the next attempt reads the answer from its start.
 */
export function pageRead(
  budget: PageBudget,
  claim: PageClaim | undefined,
  signal: AbortSignal,
  onWait: (waiting: boolean) => void,
): PageRead {
  if (claim === undefined) return UNCOUNTED;
  return {
    charge: (bytes) => budget.charge(claim, bytes, signal, onWait),
    end: (read) => {
      if (!read) budget.free(claim);
    },
  };
}

/**
 * Reads a page asked for and awaited at once (not read ahead): current from its start, so it may read
 * past the budget, and given back once `read` is done with it, however that ends. No page: nothing counted.
 */
export async function awaitedPage<T>(page: PageOf | undefined, read: (page: PageOf | undefined) => Promise<T>): Promise<T> {
  if (page === undefined) return read(page);
  const claim = page.claim ?? new PageClaim();
  claim.makeCurrent();
  try {
    return await read({ ...page, claim });
  } finally {
    claim.release();
  }
}
