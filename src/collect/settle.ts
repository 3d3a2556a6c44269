// Requests that go out together are settled together: every one settled before the first error is thrown,
// so that none is left running unobserved when another fails.

/** The values of `promises`, typed as given; the first rejection (in order) thrown once every one has settled. */
export async function settleAll<T extends readonly unknown[]>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
