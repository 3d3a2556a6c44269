// The run's budget of projects kept (src/collect/project-budget.ts): the projects list's and the report's
// projects together, each once, and the text they hold; past either, the bound's error of the source that
// crossed it, which says what to narrow.
import { describe, expect, it } from 'vitest';
import { MAX_RUN_CHARS, MAX_RUN_PROJECTS, ProjectBudget, textChars } from '../../src/collect/project-budget.ts';

const named = (i: number, chars: number) => `org/p${i}-`.padEnd(chars, 'x');

describe('ProjectBudget', () => {
  it('counts a project once, by its id, or by its name where the item has no id; its text each time it is kept', () => {
    const budget = new ProjectBudget(10, 100);
    budget.take('projects', { id: '1', name: 'a/one' });
    budget.take('report', { id: '1', name: 'a/one' });
    budget.take('report', { name: 'a/one' });
    expect([budget.projects, budget.chars]).toEqual([1, 17]);
    // The report first, the list after it: the same.
    budget.take('report', { id: '2', name: 'a/two' });
    budget.take('projects', { id: '2', name: 'a/two' });
    expect(budget.projects).toBe(2);
    // Neither an id nor a name: nothing to know it by again, so each counts.
    budget.take('report', {});
    budget.take('report', { name: 7 });
    budget.take('report', { id: 8 });
    expect(budget.projects).toBe(5);
  });

  it('does not take a known name for another id: a report of many ids under one listed name counts each', () => {
    const budget = new ProjectBudget(3);
    budget.take('projects', { id: '1', name: 'a/one' });
    budget.take('report', { id: '2', name: 'a/one' });
    budget.take('report', { id: '3', name: 'a/one' });
    expect(() => budget.take('report', { id: '4', name: 'a/one' })).toThrow(
      "report: the projects list and the report's answers name more than 3 projects together, the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate, not *)",
    );
  });

  it('past the most projects or characters, the error of the source that crossed it, a bound that on-api-error does not soften', () => {
    const few = new ProjectBudget(1, 1000);
    few.take('report', { id: '1', name: 'a' });
    expect(() => few.take('projects', { id: '2', name: 'b' })).toThrow(expect.objectContaining({ kind: 'bound', operation: 'projects' }));
    const short = new ProjectBudget(10, 5);
    short.take('projects', { id: '1', name: 'abc' });
    expect(() => short.take('report', { id: '1', name: 'abc' })).toThrow(
      expect.objectContaining({
        kind: 'bound',
        operation: 'report',
        message:
          "report: the projects list and the report's answers name projects of more than 5 characters together (names, labels, ids and addresses; a text past U+00FF counts twice), the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate, not *)",
      }),
    );
  });

  it('counts the characters of a string, or of an object’s string fields', () => {
    expect(textChars('abcd')).toBe(4);
    expect(textChars({ id: '12', name: 'abc', archived: true, n: 5 })).toBe(5);
    expect(textChars(7)).toBe(0);
    expect(textChars(null)).toBe(0);
    expect(textChars(undefined)).toBe(0);
    // Past U+00FF a string takes two bytes a character, and counts so (attack20 M6); Latin-1 does not.
    expect(textChars('字字')).toBe(4);
    expect(textChars({ id: '12', name: 'aé字', url: 'é' })).toBe(2 + 6 + 1);
    expect(textChars('😀')).toBe(4);
  });

  it('keeps an honest large deployment: 100,000 projects of 40-character names, listed and named by the report', () => {
    expect([MAX_RUN_PROJECTS, MAX_RUN_CHARS]).toEqual([100_000, 14_000_000]);
    const budget = new ProjectBudget();
    for (let i = 0; i < 100_000; i++) budget.take('projects', { id: String(10_000_000 + i), name: named(i, 40) });
    for (let i = 0; i < 100_000; i++) budget.take('report', { id: String(10_000_000 + i), name: named(i, 40) });
    expect(budget.projects).toBe(100_000);
  });

  // 600,000 projects taken in all: seconds under a mutation run's instrumentation.
  it('keeps what docs/errors.md says it keeps, the list as the API sends it: 100,000 of 25 characters or 50,000 of 75 (attack20 P1)', {
    timeout: 120_000,
  }, () => {
    const fits = (count: number, length: number): boolean => {
      const budget = new ProjectBudget();
      try {
        for (let i = 0; i < count; i++) {
          const [id, name] = [String(1_000_000 + i), named(i, length)];
          const ids = {
            latestScanId: String(90_000_000 + i),
            defaultBranchId: String(5_000_000 + i),
            primaryBranchId: String(5_000_000 + i),
          };
          budget.take('projects', { id, name, url: `https://github.com/${name}`, ...ids });
        }
        for (let i = 0; i < count; i++) budget.take('report', { id: String(1_000_000 + i), name: named(i, length) });
        return true;
      } catch {
        return false;
      }
    };
    expect([fits(100_000, 25), fits(50_000, 75)]).toEqual([true, true]);
    expect([fits(100_000, 30), fits(50_000, 85)]).toEqual([false, false]);
  });

  it('refuses what two bounds counted apart let through (attack18 M3): 99,000 listed, and a report of others', () => {
    const budget = new ProjectBudget();
    for (let i = 0; i < 99_000; i++) budget.take('projects', { id: String(i), name: named(i, 75) });
    let taken = 0;
    expect(() => {
      for (; taken < 100_000; taken++) budget.take('report', { name: `r-${taken}-`.padEnd(1250, 'x') });
    }).toThrow(expect.objectContaining({ kind: 'bound', operation: 'report' }));
    expect(taken).toBeLessThan(10_000);
    // The report alone, 1,250-character labels: the characters stop it long before 100,000 projects.
    const alone = new ProjectBudget();
    taken = 0;
    expect(() => {
      for (; taken < 100_000; taken++) alone.take('report', { name: `r-${taken}-`.padEnd(1250, 'x') });
    }).toThrow(/characters/);
    expect(taken).toBe(Math.floor(MAX_RUN_CHARS / 1250));
  });
});
