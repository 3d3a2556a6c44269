// The budget for text kept across a run (src/api/kept-text.ts): fields whole while it lasts, cut and
// marked past it, charged once however many keep an item, given back when an item is no longer kept.
import { describe, expect, it } from 'vitest';
import { CUT_FIELD_CHARS, KEPT_TEXT_BYTES, KeptText, PLACE_CHARS } from '../../src/api/kept-text.ts';
import { MostSevere } from '../../src/collect/details.ts';

const item = (text: string) => ({
  id: `id-${text}`,
  matchBasedId: `mb-${text}`,
  severity: 'high',
  line: 3,
  findingPath: text,
  licenses: [text, 7],
  repository: { name: text, url: null },
  dependency: { package: text, nested: { deep: text } },
  judged: { project: text },
});

describe('the kept text budget', () => {
  it('keeps one text whole while the budget lasts, then cut and marked, and charges what it keeps', () => {
    const text = new KeptText(100);
    const long = 'n'.repeat(60);
    expect(text.text(long)).toBe(long);
    expect(text.left).toBe(40);
    const cut = text.text(long);
    expect(cut).toBe(`${'n'.repeat(CUT_FIELD_CHARS - 1)}…`);
    expect(text.left).toBe(40 - 2 * CUT_FIELD_CHARS);
    // A text no longer than a cut one is kept whole, past the budget too.
    expect(text.text('acme/api')).toBe('acme/api');
    // Two-byte characters count twice against what is left.
    expect(new KeptText(100).text('Ā'.repeat(60))).toHaveLength(CUT_FIELD_CHARS);
  });

  it('keeps an item whole while the budget lasts, and charges each character of its text', () => {
    const text = new KeptText(1000);
    const kept = text.keep(item('x'.repeat(100)));
    expect(kept.findingPath).toHaveLength(100);
    // id 103 + mbid 103 + severity 4 + path 100 + license 100 + repository 100 + package 100: the judging and deeper objects are not text kept.
    expect(text.left).toBe(1000 - 610);
    expect(new KeptText().left).toBe(KEPT_TEXT_BYTES);
  });

  it('past the budget cuts each longer field and marks it, never an id, a path or a repository name, and charges what is left', () => {
    const text = new KeptText(100);
    const long = 'y'.repeat(100);
    const kept = text.keep(item(long));
    const cut = `${'y'.repeat(CUT_FIELD_CHARS - 1)}…`;
    expect(kept).toEqual({
      id: `id-${long}`,
      matchBasedId: `mb-${long}`,
      severity: 'high',
      line: 3,
      findingPath: long,
      licenses: [cut, 7],
      repository: { name: long, url: null },
      dependency: { package: cut, nested: { deep: long } },
      judged: { project: long },
    });
    // The mark, U+2026, makes a cut field two bytes a character.
    expect(text.left).toBe(100 - (103 + 103 + 4 + 100 + 100 + 2 * 2 * CUT_FIELD_CHARS));
    // A short field is never cut.
    expect(text.keep({ type: 'AWS' })).toEqual({ type: 'AWS' });
  });

  it("past the budget keeps whole what the sinks match and locate an item by, up to PLACE_CHARS: its repository's name, its file path (attack5 F5)", () => {
    const text = new KeptText(0);
    const name = 'acme/payments-api-backend-service';
    const path = `src/${'m'.repeat(PLACE_CHARS - 10)}.ts`;
    const finding = text.keep({ id: '1', rule: 'r'.repeat(40), filePath: path, line: 7, repository: { name, url: `https://x/${name}` } });
    expect(finding).toEqual({
      id: '1',
      rule: `${'r'.repeat(CUT_FIELD_CHARS - 1)}…`,
      filePath: path,
      line: 7,
      repository: { name, url: `${`https://x/${name}`.slice(0, CUT_FIELD_CHARS - 1)}…` },
    });
    const secret = text.keep({ id: '2', findingPath: `${path}:3`, repository: { name } });
    expect(secret).toEqual({ id: '2', findingPath: `${path}:3`, repository: { name } });
    // Only a repository's name: another nested `name` (a package's) is cut as any text.
    expect(text.keep({ dependency: { name } })).toEqual({ dependency: { name: `${name.slice(0, CUT_FIELD_CHARS - 1)}…` } });
    // No real path is longer than PLACE_CHARS: one that is, is cut there and marked.
    const long = `src/${'m'.repeat(4000)}.ts`;
    expect(text.keep({ filePath: long })).toEqual({ filePath: `${long.slice(0, PLACE_CHARS - 1)}…` });
  });

  it("charges and cuts the text of a finding's fixes (a list of objects), and no list of objects it does not know", () => {
    const text = new KeptText(10_000);
    const long = 'z'.repeat(100);
    text.keep({ fixRecommendations: [{ package: long, version: '1.2.3' }, { package: 'qs' }], other: [{ deep: long }] });
    expect(text.left).toBe(10_000 - (100 + 5 + 2));
    const tight = new KeptText(10);
    const kept = tight.keep({ fixRecommendations: [{ package: long, version: '1.2.3' }], other: [{ deep: long }] });
    expect(kept).toEqual({
      fixRecommendations: [{ package: `${'z'.repeat(CUT_FIELD_CHARS - 1)}…`, version: '1.2.3' }],
      other: [{ deep: long }],
    });
    expect(tight.left).toBe(10 - (2 * CUT_FIELD_CHARS + 5));
  });

  it('counts a character past U+00FF as two bytes', () => {
    const text = new KeptText(1000);
    text.keep({ a: 'ĀĀĀĀ', b: 'éééé' });
    expect(text.left).toBe(1000 - 12);
  });

  it('charges an item once however many keep it, and gives its share back when the last lets it go', () => {
    const text = new KeptText(1000);
    const one = { path: 'p'.repeat(50) };
    text.keep(one);
    text.keep(one);
    expect(text.left).toBe(950);
    text.release(one);
    expect(text.left).toBe(950);
    text.release(one);
    expect(text.left).toBe(1000);
    text.release(one);
    text.release({ path: 'never kept' });
    expect(text.left).toBe(1000);
  });

  it('is charged by what MostSevere keeps, and given back by what it replaces', () => {
    const text = new KeptText(1000);
    const details = new MostSevere<{ severity: string; path: string }>(2, (one) => one.severity, text);
    const low = { severity: 'low', path: 'l'.repeat(100) };
    details.add(low);
    details.add({ severity: 'low', path: 'm'.repeat(100) });
    expect(text.left).toBe(1000 - 2 * 103);
    details.add({ severity: 'critical', path: 'c'.repeat(10) });
    expect(text.left).toBe(1000 - 103 - 18);
    // One not kept is not charged.
    details.add({ severity: 'low', path: 'n'.repeat(100) });
    expect(text.left).toBe(1000 - 103 - 18);
    expect(details.kept().map((one) => one.path[0])).toEqual(['c', 'l']);
    expect(details.count).toBe(4);
  });
});
