// The gate's one comment on a pull request or merge request, whatever the CI: found by its hidden
// marker across the thread's pages (at most MAX_COMMENT_PAGES), then updated in place, or created when
// the policy says so; never a second one. Each CI gives an adapter (github/comment-pr.ts,
// gitlab/note.ts) that reads a page and writes a comment over its API.
import type { CommentRequest } from './types.ts';

/** Pages of 100 comments read at most while looking for the marker: 10,000 comments. */
export const MAX_COMMENT_PAGES = 100;

/** A comment of a thread, as an adapter reads it (system notes and comments without a body left out). */
export interface ThreadComment {
  id: number;
  body: string;
}

/** One CI's thread of comments over its API. */
export interface CommentThread {
  /** The thread's pages, oldest first, each read when the previous one did not hold the marker. */
  pages(): AsyncIterable<readonly ThreadComment[]>;
  update(id: number, body: string): Promise<{ id: number; url?: string }>;
  create(body: string): Promise<{ id: number; url?: string }>;
}

export type MarkedCommentResult =
  | { action: 'created' | 'updated'; id: number; url?: string }
  | { action: 'none' }
  | { action: 'too-many'; pages: number };

/**
 * Whether a run creates its comment when none exists: a failing verdict always, a passing one only with
 * `comment-on-pr: always`, an error run never (it only updates one, so no stale verdict stays behind).
 */
export function createsComment(policy: CommentRequest['policy'], failing: CommentRequest['failing']): boolean {
  return failing === true || (failing === false && policy === 'always');
}

/** Finds the comment that starts with `marker` and updates it, or creates one when `create`. Throws what the adapter throws. */
export async function upsertMarkedComment(
  thread: CommentThread,
  comment: { marker: string; body: string; create: boolean },
): Promise<MarkedCommentResult> {
  let existing: number | undefined;
  let pages = 0;
  for await (const page of thread.pages()) {
    pages++;
    existing = page.find((item) => item.body.startsWith(comment.marker))?.id;
    if (existing !== undefined) break;
    // No page past the cap is asked for: a thread that long is a warning, not a second comment.
    if (pages === MAX_COMMENT_PAGES) return { action: 'too-many', pages };
  }
  if (existing !== undefined) return { action: 'updated', ...(await thread.update(existing, comment.body)) };
  if (!comment.create) return { action: 'none' };
  return { action: 'created', ...(await thread.create(comment.body)) };
}
