import { getEventListeners } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_BUDGET_BYTES, PageAbandoned, PageBudget, PageClaim } from '../../src/api/budget.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createTransport, type Transport } from '../../src/api/http.ts';
import { walkNumberedPages, walkPages } from '../../src/api/pages.ts';

/** Whether a promise settled within a few turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await nextTurn();
  return done;
}

describe('PageBudget', () => {
  it('is 32 MiB by default', () => {
    expect(new PageBudget().limit).toBe(PAGE_BUDGET_BYTES);
    expect(PAGE_BUDGET_BYTES).toBe(32 * 1024 * 1024);
  });

  it('charges at once while it has room, and counts what each page holds', async () => {
    const budget = new PageBudget(100);
    const a = new PageClaim();
    await budget.charge(a, 60);
    await budget.charge(a, 40);
    expect(budget.held).toBe(100);
    expect(a.bytes).toBe(100);
    a.release();
    expect(budget.held).toBe(0);
    expect(a.released).toBe(true);
  });

  it('makes a page read ahead wait past the budget, until a page is given back', async () => {
    const budget = new PageBudget(100);
    const held = new PageClaim();
    await budget.charge(held, 90);
    const ahead = new PageClaim();
    const waits: boolean[] = [];
    const charged = budget.charge(ahead, 20, undefined, (waiting) => waits.push(waiting));
    expect(await settled(charged)).toBe(false);
    expect(waits).toEqual([true]);
    held.release();
    expect(await settled(charged)).toBe(true);
    expect(waits).toEqual([true, false]);
    expect(budget.held).toBe(20);
  });

  it('lets the page a walk waits for read past the budget, one such page HELD at a time', async () => {
    const budget = new PageBudget(100);
    const ahead = new PageClaim();
    await budget.charge(ahead, 100);
    const first = new PageClaim();
    first.makeCurrent();
    await budget.charge(first, 50);
    await budget.charge(first, 50);
    const second = new PageClaim();
    second.makeCurrent();
    const charged = budget.charge(second, 10);
    expect(await settled(charged)).toBe(false);
    // The first page is read whole but still held (its walk goes through its items): the second still waits.
    budget.endRead(first);
    expect(await settled(charged)).toBe(false);
    // Its walk is done with it: the second may now read past the budget.
    first.release();
    expect(await settled(charged)).toBe(true);
    expect(budget.held).toBe(110);
  });

  it('lets a page read ahead go on once its walk waits for it', async () => {
    const budget = new PageBudget(10);
    await budget.charge(new PageClaim(), 10);
    const ahead = new PageClaim();
    const charged = budget.charge(ahead, 5);
    expect(await settled(charged)).toBe(false);
    ahead.makeCurrent();
    expect(await settled(charged)).toBe(true);
    // Settled as charged, not failed: a charge that waited with no onWait to tell.
    await expect(charged).resolves.toBeUndefined();
    expect(ahead.bytes).toBe(5);
  });

  it('stops a waiting page its walk gave up, and one whose signal aborts', async () => {
    const budget = new PageBudget(10);
    await budget.charge(new PageClaim(), 10);
    const abandoned = new PageClaim();
    const charged = budget.charge(abandoned, 5);
    abandoned.release();
    await expect(charged).rejects.toBeInstanceOf(PageAbandoned);
    const controller = new AbortController();
    const aborted = budget.charge(new PageClaim(), 5, controller.signal);
    controller.abort(new Error('deadline'));
    await expect(aborted).rejects.toThrow('deadline');
    await expect(budget.charge(abandoned, 1)).rejects.toBeInstanceOf(PageAbandoned);
  });

  it('gives back a read that starts again: the bytes of a failed attempt are not held', async () => {
    const budget = new PageBudget(100);
    const claim = new PageClaim();
    claim.makeCurrent();
    await budget.charge(claim, 150);
    budget.free(claim);
    expect(budget.held).toBe(0);
    expect(claim.released).toBe(false);
    await budget.charge(claim, 30);
    expect(budget.held).toBe(30);
  });
});

describe("the transport charges each page to the run's budget", () => {
  let close: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const done of close) await done();
    close = [];
  });

  /** A transport whose every answer is a page of secrets of about `bytes` (one item of padding), its requests timed out after `timeoutMs`. */
  async function pages(bytes: number, timeoutMs = 30_000): Promise<{ transport: Transport; requests: () => number }> {
    const body = Buffer.from(`{"findings":[{"id":"a","note":"${'x'.repeat(bytes)}"}]}`);
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      req.resume();
      res.on('error', () => undefined);
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const transport = createTransport({
      baseUrl: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      token: 'sgp_budget',
      requestTimeoutMs: timeoutMs,
      deadlineMs: 60_000,
      maxAttempts: 1,
      maxRetryAfterMs: 0,
      retryMinDelayMs: 0,
      userAgent: 'test',
    });
    close.push(async () => {
      await transport.close().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    });
    return { transport, requests: () => requests };
  }

  const page = (claim: PageClaim) => ({ size: 10, list: 'findings', claim });

  it('a page read ahead past the budget waits, longer than a request may take, until its walk waits for it', async () => {
    const { transport } = await pages(PAGE_BUDGET_BYTES + 1024 * 1024, 3000);
    const claim = new PageClaim();
    const later = transport.getJsonLater('secrets', '/page', undefined, page(claim));
    later.catch(() => undefined);
    // Read up to the budget (as fast as the machine reads), then held there for longer than the request's time limit.
    while (claim.bytes < PAGE_BUDGET_BYTES - 1024 * 1024 && !(await settled(later))) await sleep(20);
    await sleep(3500);
    expect(await settled(later)).toBe(false);
    expect(claim.bytes).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    claim.makeCurrent();
    const answer = await later;
    expect(answer.bytes).toBeGreaterThan(PAGE_BUDGET_BYTES);
    expect(claim.bytes).toBeGreaterThan(PAGE_BUDGET_BYTES);
    claim.release();
    expect(claim.bytes).toBe(0);
  });

  it('a page read ahead that its walk gives up stops, with nothing held', async () => {
    const { transport } = await pages(PAGE_BUDGET_BYTES + 1024 * 1024);
    const claim = new PageClaim();
    const later = transport.getJsonLater('secrets', '/page', undefined, page(claim));
    later.catch(() => undefined);
    await sleep(100);
    claim.release();
    await expect(later).rejects.toBeInstanceOf(PageAbandoned);
    expect(claim.bytes).toBe(0);
  });

  it("a page read ahead waits for the budget past its request's time limit, which starts again once it reads on", async () => {
    // Thirty-two pages of 1 MiB read ahead, each well within its own time limit, fill the budget; the next page
    // waits for room longer than a request may take, then reads on and stalls: a byte of whitespace every
    // 100 ms (undici's own body timeout never fires), so only the transport's restarted timer ends it.
    const oneMiB = Buffer.from(`{"findings":[{"id":"a","note":"${'x'.repeat(1024 * 1024 - 40)}"}]}`);
    const server = createServer((req, res) => {
      req.resume();
      res.on('error', () => undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url !== '/stall') return void res.end(oneMiB);
      res.write(oneMiB.subarray(0, 512 * 1024));
      const drip = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const transport = createTransport({
      baseUrl: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      token: 'sgp_budget',
      requestTimeoutMs: 3000,
      deadlineMs: 25_000,
      maxAttempts: 1,
      maxRetryAfterMs: 0,
      retryMinDelayMs: 0,
      userAgent: 'test',
    });
    close.push(async () => {
      await transport.close().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    });
    const held: PageClaim[] = [];
    while (held.reduce((sum, claim) => sum + claim.bytes, 0) + oneMiB.length <= PAGE_BUDGET_BYTES) {
      const claim = new PageClaim();
      held.push(claim);
      await transport.getJsonLater('secrets', '/page', undefined, page(claim));
    }
    const claim = new PageClaim();
    const stalled = transport.getJsonLater('secrets', '/stall', undefined, page(claim));
    stalled.catch(() => undefined);
    await sleep(4000);
    expect(await settled(stalled)).toBe(false);
    held[0]?.release();
    const error = await stalled.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect(claim.bytes).toBe(0);
    // Reading the budget's 32 MiB takes 5 s on an idle machine, 25 s on a loaded one.
  }, 90_000);

  it('a page awaited at once (getJson) reads past the budget, and gives its bytes back once decoded', async () => {
    const { transport, requests } = await pages(PAGE_BUDGET_BYTES + 1024 * 1024);
    const claim = new PageClaim();
    const answer = (await transport.getJson('secrets', '/page', undefined, page(claim))) as { findings: unknown[] };
    expect(answer.findings).toHaveLength(1);
    expect(claim.released).toBe(true);
    expect(claim.bytes).toBe(0);
    expect(requests()).toBe(1);
  });
});

describe('a walk gives back its pages', () => {
  const options = {
    operation: 'findings' as const,
    maxPages: 100,
    keyOf: (item: number) => String(item),
    parseItem: (raw: unknown) => raw as number,
  };

  it('a numbered walk: each page once read, its current page waited for, and every page still asked for when it ends early', async () => {
    const claims: PageClaim[] = [];
    const walk = walkNumberedPages(
      async (page, claim) => {
        claims.push(claim);
        return Object.assign(() => Array.from({ length: 2 }, (_, i) => page * 2 + i), { bytes: 10 });
      },
      { ...options, pageSize: 2, window: 3 },
    );
    const first = await walk.next();
    expect(first.value).toEqual([0, 1]);
    // Page 0 is waited for; the pages read ahead are not.
    expect(claims.map((claim) => claim.current)).toEqual([true, false, false, false]);
    const second = await walk.next();
    expect(second.value).toEqual([2, 3]);
    expect(claims[0]?.released).toBe(true);
    await walk.return(undefined);
    expect(claims.every((claim) => claim.released)).toBe(true);
  });

  it('a walk whose reader waits on something else (ready): its first page is asked for at once, made current only once that settles', async () => {
    for (const kind of ['numbered', 'cursor'] as const) {
      const claims: PageClaim[] = [];
      let settle: (() => void) | undefined;
      const ready = new Promise<void>((resolve) => (settle = resolve));
      const walk =
        kind === 'numbered'
          ? walkNumberedPages(
              async (page, claim) => {
                claims.push(claim);
                return Object.assign(() => (page === 0 ? [1] : []), { bytes: 10 });
              },
              { ...options, pageSize: 2, window: 1, ready },
            )
          : walkPages(
              async (_, claim) => {
                claims.push(claim);
                return () => ({ items: [1] });
              },
              { ...options, endsWithHasMore: false, onWarning: () => undefined, ready },
            );
      const first = walk.next();
      await sleep(20);
      expect(claims.length, kind).toBe(1);
      expect(claims[0]?.current, kind).toBe(false);
      settle?.();
      expect((await first).value, kind).toEqual([1]);
      expect(claims[0]?.current, kind).toBe(true);
      await walk.return(undefined);
      expect(claims.every((claim) => claim.released)).toBe(true);
    }
  });

  it('a walk whose ready fails gives its first page back and fails with that error', async () => {
    const claims: PageClaim[] = [];
    const walk = walkNumberedPages(
      async (_, claim) => {
        claims.push(claim);
        return Object.assign(() => [1], { bytes: 10 });
      },
      { ...options, pageSize: 2, window: 1, optional: true, ready: Promise.reject(new Error('the report failed')) },
    );
    await expect(walk.next()).rejects.toThrow('the report failed');
    expect(claims.length).toBe(1);
    expect(claims[0]?.released).toBe(true);
  });

  it('a walk by cursor: the page read ahead is given back when the walk fails', async () => {
    const claims: PageClaim[] = [];
    const walk = walkPages(
      async (cursor, claim) => {
        claims.push(claim);
        return () => ({ items: cursor === undefined ? [1] : ['bad'], cursor: String(claims.length) });
      },
      {
        ...options,
        parseItem: (raw: unknown) => {
          if (typeof raw !== 'number') throw new Error('not a number');
          return raw;
        },
        endsWithHasMore: false,
        onWarning: () => undefined,
      },
    );
    expect((await walk.next()).value).toEqual([1]);
    await expect(walk.next()).rejects.toThrow('not a number');
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(claims.every((claim) => claim.released)).toBe(true);
  });
});

describe('PageBudget, edge by edge', () => {
  it('says why a page read ahead stopped', () => {
    expect(new PageAbandoned().message).toBe('the walk no longer needs this page');
  });

  it('a claim made current or given back before it is charged touches no budget', () => {
    const claim = new PageClaim();
    expect(() => claim.makeCurrent()).not.toThrow();
    expect(() => claim.release()).not.toThrow();
    expect(claim.current).toBe(true);
    expect(claim.released).toBe(true);
    expect(claim.bytes).toBe(0);
  });

  it('refuses a charge whose signal has already aborted, with room or without', async () => {
    const budget = new PageBudget(10);
    const signal = AbortSignal.abort(new Error('deadline passed'));
    await expect(budget.charge(new PageClaim(), 1, signal)).rejects.toThrow('deadline passed');
    await budget.charge(new PageClaim(), 10);
    await expect(budget.charge(new PageClaim(), 1, signal)).rejects.toThrow('deadline passed');
    expect(budget.held).toBe(10);
  });

  it('tells onWait nothing for a charge that did not wait, and that it waits once however often it is woken', async () => {
    const budget = new PageBudget(10);
    const waits: boolean[] = [];
    const first = new PageClaim();
    await budget.charge(first, 5, undefined, (waiting) => waits.push(waiting));
    expect(waits).toEqual([]);
    await budget.charge(new PageClaim(), 5);
    const ahead = new PageClaim();
    const charged = budget.charge(ahead, 3, undefined, (waiting) => waits.push(waiting));
    expect(await settled(charged)).toBe(false);
    // Woken with still no room for it: it waits on, and says nothing more.
    budget.wake();
    new PageClaim().makeCurrent();
    budget.wake();
    expect(await settled(charged)).toBe(false);
    expect(waits).toEqual([true]);
    first.release();
    expect(await settled(charged)).toBe(true);
    expect(waits).toEqual([true, false]);
  });

  it('a page read whole that never went past the budget leaves the one past it there', async () => {
    const budget = new PageBudget(10);
    const small = new PageClaim();
    await budget.charge(small, 5);
    const over = new PageClaim();
    over.makeCurrent();
    await budget.charge(over, 10);
    budget.endRead(small);
    const next = new PageClaim();
    next.makeCurrent();
    const charged = budget.charge(next, 1);
    expect(await settled(charged)).toBe(false);
    // Read whole, the page past the budget is still held (attack6 G2): only giving it back lets the next past.
    budget.endRead(over);
    expect(await settled(charged)).toBe(false);
    over.release();
    expect(await settled(charged)).toBe(true);
  });

  it('giving back the page past the budget lets another current page past it; giving back another does not', async () => {
    const budget = new PageBudget(10);
    const small = new PageClaim();
    await budget.charge(small, 5);
    const over = new PageClaim();
    over.makeCurrent();
    await budget.charge(over, 10);
    const next = new PageClaim();
    next.makeCurrent();
    const charged = budget.charge(next, 20);
    small.release();
    expect(await settled(charged)).toBe(false);
    expect(budget.held).toBe(10);
    over.release();
    expect(await settled(charged)).toBe(true);
    expect(budget.held).toBe(20);
    expect(over.bytes).toBe(0);
    expect(next.bytes).toBe(20);
  });

  it('a read started again holds none of its first attempt', async () => {
    const budget = new PageBudget(100);
    const claim = new PageClaim();
    await budget.charge(claim, 40);
    budget.free(claim);
    expect(claim.bytes).toBe(0);
    await budget.charge(claim, 30);
    expect(claim.bytes).toBe(30);
    claim.release();
    expect(budget.held).toBe(0);
  });

  it('leaves no listener on the signal once a wait ends, woken or aborted', async () => {
    const budget = new PageBudget(10);
    const first = new PageClaim();
    await budget.charge(first, 10);
    const controller = new AbortController();
    const woken = budget.charge(new PageClaim(), 5, controller.signal);
    expect(await settled(woken)).toBe(false);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    first.release();
    await woken;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const aborted = budget.charge(new PageClaim(), 10, controller.signal);
    expect(await settled(aborted)).toBe(false);
    controller.abort(new Error('deadline'));
    await expect(aborted).rejects.toThrow('deadline');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
