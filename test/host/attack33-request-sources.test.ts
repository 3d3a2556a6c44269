// attack33 M3, FAILS ON PURPOSE until fixed: GitLab and Azure refuse a baseline in the checkout only on an allow-list of
// request words (host/detect.ts REQUEST_SOURCES), where GitHub trusts only its own-checkout events (OWN_CHECKOUT_EVENTS).
// A GitLab child pipeline of a merge request pipeline (CI_PIPELINE_SOURCE parent_pipeline, no CI_MERGE_REQUEST_IID) and an
// Azure build of a pull request's merge ref that is not a PullRequest build (queued by hand, or run after a PR build)
// check out the request's code, and a baseline committed there is used: gate-on new then judges against it.
import { describe, expect, it } from 'vitest';
import { ciContext } from '../../src/host/detect.ts';

describe("attack33: a request's code checked out by a pipeline the allow-list does not name", () => {
  it.each([
    ['gitlab', { CI_PIPELINE_SOURCE: 'parent_pipeline', CI_COMMIT_REF_NAME: 'feature/x' }],
    ['gitlab', { CI_PIPELINE_SOURCE: 'pipeline', CI_COMMIT_REF_NAME: 'refs/merge-requests/12/head' }],
    ['azure', { BUILD_REASON: 'Manual', BUILD_SOURCEBRANCH: 'refs/pull/7/merge' }],
    ['azure', { BUILD_REASON: 'BuildCompletion', BUILD_SOURCEBRANCH: 'refs/pull/7/merge' }],
    ['azure', { BUILD_REASON: 'ResourceTrigger', BUILD_SOURCEBRANCH: 'refs/pull/7/merge' }],
  ] as const)("%s: %o may hold a request's code", (ci, env) => {
    expect(ciContext(ci, env).requestCheckout).toBeDefined();
  });
});
