// Requests that go out together are settled together: every one settled before the first error is thrown,
// so that none is left running unobserved when another fails.

/**
 * As settleAll, where the first rejection that `decides` (every one, unless told) decides: `cancel` is
 * called at once with it, so that the rest end rather than run on; the error thrown is the first (in order) that
 * `cancel` did not cause, `byCancel` telling them apart.
 */
export async function settleOrCancel<T extends readonly unknown[]>(
  promises: T,
  cancel: (error: unknown) => void,
  byCancel: (error: unknown) => boolean,
  decides: (error: unknown) => boolean = () => true,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  let cancelled = false;
  const stop = (error: unknown) => {
    if (cancelled || !decides(error)) return;
    cancel(error);
    cancelled = true;
  };
  for (const promise of promises) Promise.resolve(promise).catch(stop);
  const settled = await Promise.allSettled(promises);
  const failed = settled.filter((result) => result.status === 'rejected');
  const cause = failed.find((result) => !byCancel(result.reason)) ?? failed[0];
  if (cause !== undefined) throw cause.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** The values of `promises`, typed as given; the first rejection (in order) thrown once every one has settled. */
export async function settleAll<T extends readonly unknown[]>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
