// The log line of marked comments someone else wrote (src/host/comment.ts foreignNotice), and when a run creates
// its comment (createsComment): plain values. upsertMarkedComment itself runs over each CI's adapter in
// test/github/comment-pr.test.ts and test/gitlab/note.test.ts.
import { describe, expect, it } from 'vitest';
import { createsComment, foreignNotice } from '../../src/host/comment.ts';

describe('foreignNotice', () => {
  it('names one comment or note someone else wrote, in the singular, with where it is', () => {
    expect(foreignNotice({ action: 'updated', id: 3, foreign: 1 }, 'pull request #7', 'comment')).toBe(
      "1 comment on pull request #7 starts with the gate's marker but another account wrote it: left alone (the gate edits only its own comments).",
    );
    expect(foreignNotice({ action: 'none', foreign: 1 }, 'merge request !4', 'note')).toBe(
      "1 note on merge request !4 starts with the gate's marker but another account wrote it: left alone (the gate edits only its own notes).",
    );
  });

  it('names two or more in the plural, with their count', () => {
    expect(foreignNotice({ action: 'created', id: 9, foreign: 2 }, 'merge request !4', 'note')).toBe(
      "2 notes on merge request !4 start with the gate's marker but another account wrote them: left alone (the gate edits only its own notes).",
    );
    expect(foreignNotice({ action: 'none', foreign: 101 }, 'pull request #7', 'comment')).toBe(
      "101 comments on pull request #7 start with the gate's marker but another account wrote them: left alone (the gate edits only its own comments).",
    );
  });

  it('is undefined where nobody else wrote one: no count, a count of 0, or a thread too long to search', () => {
    expect(foreignNotice({ action: 'updated', id: 3 }, 'pull request #7', 'comment')).toBeUndefined();
    expect(foreignNotice({ action: 'created', id: 3, foreign: 0 }, 'pull request #7', 'comment')).toBeUndefined();
    expect(foreignNotice({ action: 'none' }, 'merge request !4', 'note')).toBeUndefined();
    expect(foreignNotice({ action: 'too-many', pages: 100 }, 'merge request !4', 'note')).toBeUndefined();
  });
});

describe('createsComment', () => {
  it('creates for a failing verdict under any policy, for a pass only with always, never for an error run', () => {
    expect(createsComment('on-failure', true)).toBe(true);
    expect(createsComment('always', true)).toBe(true);
    expect(createsComment('always', false)).toBe(true);
    expect(createsComment('on-failure', false)).toBe(false);
    expect(createsComment('always', undefined)).toBe(false);
    expect(createsComment('on-failure', undefined)).toBe(false);
  });
});
