// The gate's one comment on a pull request or merge request, whatever the CI: found by its hidden
// marker across the thread's pages (at most MAX_COMMENT_PAGES), then updated in place, or created when
// the policy says so; never a second one. The marker is public (any earlier comment shows it), so only a
// comment the token's own identity wrote is the gate's: one by anybody else that starts with the marker
// is left alone (counted, so the log can say so) and the gate writes its own. Each CI gives an adapter
// (github/comment-pr.ts, gitlab/note.ts) that reads a page, tells who wrote a comment and writes one.
import type { CommentRequest } from './types.ts';

/** Pages of 100 comments read at most while looking for the marker: 10,000 comments. */
export const MAX_COMMENT_PAGES = 100;

/** A comment of a thread, as an adapter reads it (system notes and comments without a body left out). */
export interface ThreadComment {
  id: number;
  body: string;
  /** Who wrote it, as the CI's API says: a numeric id (GitLab), a login and whether it is an app's bot (GitHub). */
  author?: CommentAuthor;
}

export interface CommentAuthor {
  id?: number;
  login?: string;
  bot?: boolean;
}

/** One CI's thread of comments over its API. */
export interface CommentThread {
  /** The thread's pages, oldest first, each read when the previous one did not hold the marker. */
  pages(): AsyncIterable<readonly ThreadComment[]>;
  /**
   * Whether a comment is the gate's own (its token's identity wrote it). Asked once, and only when a
   * comment starts with the marker: a thread without one costs no request more.
   */
  mine(): Promise<(comment: ThreadComment) => boolean>;
  update(id: number, body: string): Promise<{ id: number; url?: string }>;
  create(body: string): Promise<{ id: number; url?: string }>;
}

/** `foreign`: comments that start with the marker but someone else wrote (left alone); absent when none. */
export type MarkedCommentResult =
  | { action: 'created' | 'updated'; id: number; url?: string; foreign?: number }
  | { action: 'none'; foreign?: number }
  | { action: 'too-many'; pages: number };

/**
 * Whether a run creates its comment when none exists: a failing verdict always, a passing one only with
 * `comment-on-pr: always`, an error run never (it only updates one, so no stale verdict stays behind).
 */
export function createsComment(policy: CommentRequest['policy'], failing: CommentRequest['failing']): boolean {
  return failing === true || (failing === false && policy === 'always');
}

/**
 * Finds the gate's own comment that starts with `marker` and updates it, or creates one when `create`; a
 * marked comment someone else wrote is never edited. Throws what the adapter throws.
 */
export async function upsertMarkedComment(
  thread: CommentThread,
  comment: { marker: string; body: string; create: boolean },
): Promise<MarkedCommentResult> {
  let existing: number | undefined;
  let mine: ((item: ThreadComment) => boolean) | undefined;
  let foreign = 0;
  let pages = 0;
  for await (const page of thread.pages()) {
    pages++;
    for (const item of page) {
      if (!item.body.startsWith(comment.marker)) continue;
      mine ??= await thread.mine();
      if (mine(item)) {
        existing = item.id;
        break;
      }
      foreign++;
    }
    if (existing !== undefined) break;
    // No page past the cap is asked for: a thread that long is a warning, not a second comment.
    if (pages === MAX_COMMENT_PAGES) return { action: 'too-many', pages };
  }
  const others = foreign > 0 ? { foreign } : {};
  if (existing !== undefined) return { action: 'updated', ...(await thread.update(existing, comment.body)), ...others };
  if (!comment.create) return { action: 'none', ...others };
  return { action: 'created', ...(await thread.create(comment.body)), ...others };
}

/** Why a comment or note was not written when its thread's list did not end within the pages searched: no count of them is claimed, as empty pages may say there are more (attack37 N2). */
export function unendedThread(pages: number, what: 'comment' | 'note'): string {
  return `the list of its ${what}s did not end within ${pages} pages (${pages * 100} ${what}s at most), so the gate's own ${what} could not be found`;
}

/**
 * The one log line of marked comments someone else wrote (a copy of the public marker, or a test of the
 * gate): left alone, never edited; undefined when there were none. A notice, not a warning: the gate's
 * own comment and its verdict are right, and the line says why a second comment shows the marker.
 */
export function foreignNotice(result: MarkedCommentResult, where: string, what: 'comment' | 'note'): string | undefined {
  const count = 'foreign' in result ? (result.foreign ?? 0) : 0;
  if (count === 0) return undefined;
  const which = count === 1 ? `1 ${what} on ${where} starts` : `${count} ${what}s on ${where} start`;
  return `${which} with the gate's marker but another account wrote ${count === 1 ? 'it' : 'them'}: left alone (the gate edits only its own ${what}s).`;
}
