// Requests that go out together, settled together (src/collect/settle.ts): the first failure cancels the
// rest (attack5 F7), and the error thrown is the failure's, never the cancel's.
import { describe, expect, it } from 'vitest';
import { settleAll, settleOrCancel } from '../../src/collect/settle.ts';

class Cancelled extends Error {}

describe('settleOrCancel', () => {
  it('gives every value when none fails, and cancels nothing', async () => {
    let cancels = 0;
    const values = await settleOrCancel(
      [Promise.resolve(1), 'two', undefined] as const,
      () => cancels++,
      () => false,
    );
    expect(values).toEqual([1, 'two', undefined]);
    expect(cancels).toBe(0);
  });

  it('cancels once at the first failure, told it, and throws it rather than what the cancel made fail', async () => {
    let cancel = () => {};
    const cancelled = new Promise<never>((_, reject) => {
      cancel = () => reject(new Cancelled('cancelled'));
    });
    let cancels = 0;
    let given: unknown;
    const failure = new Error('report: HTTP 500');
    const run = settleOrCancel(
      [cancelled, Promise.reject(failure), Promise.reject(failure)] as const,
      (error) => {
        cancels++;
        given = error;
        cancel();
      },
      (error) => error instanceof Cancelled,
    );
    await expect(run).rejects.toBe(failure);
    expect(cancels).toBe(1);
    // The cancel is told the failure that decided (the log names its operation: collect/index.ts).
    expect(given).toBe(failure);
  });

  it('cancels nothing at a failure that does not decide (a list that is not there), and once at the first that does', async () => {
    const absent = new Error('findings: HTTP 404');
    const refused = new Error('findings: malformed');
    let cancels = 0;
    let later = (_: Error) => {};
    const decisive = new Promise<never>((_, reject) => {
      later = reject;
    });
    const run = settleOrCancel(
      [Promise.reject(absent), decisive, Promise.resolve(1)] as const,
      () => cancels++,
      () => false,
      (error) => error !== absent,
    );
    await new Promise((done) => setImmediate(done));
    expect(cancels, 'the absent list cancels nothing').toBe(0);
    later(refused);
    await expect(run).rejects.toBe(absent);
    expect(cancels).toBe(1);
  });

  it('where every failure is the cancel kind, throws the first in order', async () => {
    const first = new Cancelled('first');
    await expect(
      settleOrCancel(
        [Promise.reject(first), Promise.reject(new Cancelled('second'))] as const,
        () => {},
        (error) => error instanceof Cancelled,
      ),
    ).rejects.toBe(first);
  });
});

describe('settleAll', () => {
  it('gives every value in order, promises or not, once every one has settled', async () => {
    const later = new Promise<string>((done) => setImmediate(() => done('later')));
    expect(await settleAll([later, 2, Promise.resolve(undefined)] as const)).toEqual(['later', 2, undefined]);
    expect(await settleAll([] as const)).toEqual([]);
  });

  it('throws the first rejection in order, not the first in time, and only once every one has settled', async () => {
    const first = new Error('first in order');
    let reject = (_: Error) => {};
    const inOrder = new Promise<never>((_, fail) => {
      reject = fail;
    });
    let finish = (_: number) => {};
    const last = new Promise<number>((done) => {
      finish = done;
    });
    const run = settleAll([Promise.resolve(1), inOrder, Promise.reject(new Error('first in time')), last] as const);
    let ended = false;
    run.catch(() => {
      ended = true;
    });
    reject(first);
    await new Promise((done) => setImmediate(done));
    expect(ended, 'the last request is still out').toBe(false);
    finish(3);
    await expect(run).rejects.toBe(first);
  });
});
