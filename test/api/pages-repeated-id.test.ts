// attack32 H2: the walk kept the first item of a key and dropped a later one without a word, whatever it held. A list that names two different items under one id (four confirmed-valid secrets of four
// types under one id; nineteen blocked-license dependencies under one `id`) then counts one, and an exception of that
// id passes the run. A repeat of the same item (a cursor that shifted) may be dropped; a different item under a key
// already seen must not be: counted, or the answer refused.
import { describe, expect, it } from 'vitest';
import type { Arrived, Page } from '../../src/api/pages.ts';
import { walkPages } from '../../src/api/pages.ts';

interface Item {
  id: string;
  type: string;
}

/** Every item of a walk, or the error that ended it. */
async function walked(pages: Record<string, Page<Item>>): Promise<Item[] | 'refused'> {
  const items: Item[] = [];
  const next = async (cursor: string | undefined): Promise<Arrived<Page<unknown>>> => {
    const page = pages[cursor ?? ''] as Page<Item>;
    return () => ({ ...page, items: page.items.map((item) => ({ ...item })) });
  };
  try {
    const walk = walkPages(next, {
      operation: 'secrets',
      maxPages: 100,
      endsWithHasMore: false,
      keyOf: (item: Item) => item.id,
      sameOf: (item: Item) => item.type,
      parseItem: (raw: unknown) => raw as Item,
      onWarning: () => undefined,
    });
    for await (const page of walk) items.push(...page);
    return items;
  } catch {
    return 'refused';
  }
}

describe('two different items under one key are never one (attack32 H2)', () => {
  it('on one page', async () => {
    const result = await walked({
      '': {
        items: [
          { id: '1', type: 'Slack' },
          { id: '1', type: 'AWS' },
        ],
        cursor: '',
      },
    });
    expect(result).toBe('refused');
  });

  it('on two pages', async () => {
    const result = await walked({
      '': { items: [{ id: '1', type: 'Slack' }], cursor: 'c1' },
      c1: { items: [{ id: '1', type: 'AWS' }], cursor: '' },
    });
    expect(result).toBe('refused');
  });

  it('the same item repeated (a cursor that shifted) is still yielded once', async () => {
    const result = await walked({
      '': { items: [{ id: '1', type: 'Slack' }], cursor: 'c1' },
      c1: {
        items: [
          { id: '1', type: 'Slack' },
          { id: '2', type: 'AWS' },
        ],
        cursor: '',
      },
    });
    expect(result).toEqual([
      { id: '1', type: 'Slack' },
      { id: '2', type: 'AWS' },
    ]);
  });
});
