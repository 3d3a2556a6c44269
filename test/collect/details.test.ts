// The details a walk keeps of a long list: at most its limit, the most severe, every item counted, and
// the text of what it keeps charged to the run's budget and given back when an item is replaced.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptText } from '../../src/api/kept-text.ts';
import { MostSevere } from '../../src/collect/details.ts';

interface Item {
  id: string;
  severity: string;
}
const items = (...list: [string, string][]): Item[] => list.map(([severity, id]) => ({ id, severity }));

describe('MostSevere', () => {
  it('keeps everything under its limit, most severe first, in the order received within a severity', () => {
    const kept = new MostSevere<Item>(10, (item) => item.severity);
    for (const item of items(['low', 'a'], ['critical', 'b'], ['low', 'c'], ['high', 'd'])) kept.add(item);
    expect(kept.kept().map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(kept.count).toBe(4);
  });

  it('at its limit, replaces the least severe kept with a more severe one, and never with one as severe', () => {
    const kept = new MostSevere<Item>(2, (item) => item.severity);
    for (const item of items(['medium', 'a'], ['medium', 'b'], ['medium', 'c'], ['high', 'd'], ['low', 'e'])) kept.add(item);
    expect(kept.kept().map((item) => item.id)).toEqual(['d', 'a']);
    expect(kept.count).toBe(5);
  });

  it('given a tie key, keeps within a severity those that stand first by it, whatever order they arrive in (attack5 F6)', () => {
    const all = items(
      ['high', 'h9'],
      ['medium', 'm5'],
      ['medium', 'm2'],
      ['medium', 'm8'],
      ['critical', 'c1'],
      ['medium', 'm1'],
      ['medium', 'm7'],
      ['medium', 'm3'],
    );
    const keptIn = (order: readonly Item[]) => {
      const kept = new MostSevere<Item>(
        5,
        (item) => item.severity,
        undefined,
        (item) => [0, item.id],
      );
      for (const item of order) kept.add(item);
      return kept.kept().map((item) => item.id);
    };
    expect(keptIn(all)).toEqual(['c1', 'h9', 'm1', 'm2', 'm3']);
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), (order) => {
        expect(keptIn(order)).toEqual(['c1', 'h9', 'm1', 'm2', 'm3']);
      }),
    );
    // The number first: the smaller stands first whatever the text.
    const byNumber = new MostSevere<Item>(
      1,
      (item) => item.severity,
      undefined,
      (item) => [item.id === 'b' ? -1 : 0, item.id],
    );
    for (const item of items(['low', 'a'], ['low', 'b'], ['low', 'c'])) byNumber.add(item);
    expect(byNumber.kept().map((item) => item.id)).toEqual(['b']);
  });

  it('with a tie key and a budget of kept text, gives back the text of what it drops', () => {
    const text = new KeptText();
    const kept = new MostSevere<Item>(
      2,
      (item) => item.severity,
      text,
      (item) => [0, item.id],
    );
    for (const item of items(['low', 'z'], ['low', 'y'], ['low', 'x'], ['low', 'w'])) kept.add(item);
    expect(kept.kept().map((item) => item.id)).toEqual(['w', 'x']);
    expect(kept.count).toBe(4);
    const only = new KeptText();
    for (const item of items(['low', 'w'], ['low', 'x'])) only.keep(item);
    expect(text.left).toBe(only.left);
  });

  it('ranks a severity it cannot read below low, and the API forms as the list words', () => {
    const kept = new MostSevere<Item>(3, (item) => item.severity);
    for (const item of items(['SEVERITY_BOGUS', 'a'], ['SEVERITY_LOW', 'b'], ['critical', 'c'])) kept.add(item);
    expect(kept.kept().map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it("charges what it keeps to the run's text budget and gives back what it replaces", () => {
    const text = new KeptText();
    const kept = new MostSevere<Item & { note: string }>(1, (item) => item.severity, text);
    kept.add({ id: 'a', severity: 'low', note: 'x'.repeat(1000) });
    const charged = text.left;
    expect(charged).toBeLessThan(new KeptText().left);
    kept.add({ id: 'b', severity: 'high', note: 'y' });
    expect(text.left).toBeGreaterThan(charged);
    expect(kept.kept().map((item) => item.id)).toEqual(['b']);
  });

  it('absorbing walks in order keeps what one walk over them all would keep, counts them all, and gives back the text it drops', () => {
    const severity = fc.constantFrom('critical', 'high', 'medium', 'low', 'bogus');
    fc.assert(
      fc.property(fc.array(fc.array(severity, { maxLength: 12 }), { maxLength: 5 }), fc.integer({ min: 1, max: 8 }), (walks, limit) => {
        let n = 0;
        const lists = walks.map((severities) => severities.map((s) => ({ id: String(n++), severity: s, note: 'x'.repeat(100) })));
        const serialText = new KeptText();
        const serial = new MostSevere<Item & { note: string }>(limit, (item) => item.severity, serialText);
        for (const item of lists.flat()) serial.add({ ...item });
        const text = new KeptText();
        const parts = lists.map((list) => {
          const part = new MostSevere<Item & { note: string }>(limit, (item) => item.severity, text);
          for (const item of list) part.add({ ...item });
          return part;
        });
        const all = new MostSevere<Item & { note: string }>(limit, (item) => item.severity, text);
        for (const part of parts) all.absorb(part);
        expect(all.kept().map((item) => item.id)).toEqual(serial.kept().map((item) => item.id));
        expect(all.count).toBe(serial.count);
        expect(text.left).toBe(serialText.left);
      }),
    );
  });
});
