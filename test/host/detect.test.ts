// Which CI a command-line run is in, and what it says about the run (src/host/detect.ts): one row per CI.
import { describe, expect, it } from 'vitest';
import { ciContext, detectCi } from '../../src/host/detect.ts';

describe('detectCi', () => {
  it.each([
    [{ GITHUB_ACTIONS: 'true' }, 'github'],
    [{ GITLAB_CI: 'true' }, 'gitlab'],
    [{ TF_BUILD: 'True' }, 'azure'],
    [{ BITBUCKET_BUILD_NUMBER: '12' }, 'bitbucket'],
    [{ JENKINS_URL: 'https://ci.example/' }, 'jenkins'],
    [{ CI: 'true' }, 'generic'],
    [{}, 'generic'],
  ] as const)('%o is %s', (env, ci) => {
    expect(detectCi(env)).toBe(ci);
  });

  it('takes the CI named over the one detected', () => {
    expect(detectCi({ GITLAB_CI: 'true' }, 'jenkins')).toBe('jenkins');
  });
});

describe('ciContext', () => {
  it.each([
    ['github', { GITHUB_REPOSITORY: 'acme/api', GITHUB_SHA: 'abc1234' }, { repository: 'acme/api', commit: 'abc1234' }],
    [
      'gitlab',
      { CI_PROJECT_PATH: 'acme/group/api', CI_COMMIT_SHA: 'abc1234', CI_JOB_URL: 'https://gitlab.example/j/1' },
      { repository: 'acme/group/api', commit: 'abc1234', runUrl: 'https://gitlab.example/j/1' },
    ],
    [
      'gitlab',
      { CI_PROJECT_PATH: 'acme/api', CI_COMMIT_SHA: 'merge00', CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: 'head111' },
      { repository: 'acme/api', commit: 'head111' },
    ],
    [
      'azure',
      {
        BUILD_REPOSITORY_NAME: 'acme/api',
        BUILD_SOURCEVERSION: 'abc1234',
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme',
        SYSTEM_TEAMPROJECT: 'My Project',
        BUILD_BUILDID: '9',
      },
      { repository: 'acme/api', commit: 'abc1234', runUrl: 'https://dev.azure.com/acme/My%20Project/_build/results?buildId=9' },
    ],
    [
      'azure',
      { BUILD_REPOSITORY_NAME: 'acme/api', BUILD_SOURCEVERSION: 'merge00', SYSTEM_PULLREQUEST_SOURCECOMMITID: 'head111' },
      { repository: 'acme/api', commit: 'head111' },
    ],
    [
      'bitbucket',
      { BITBUCKET_REPO_FULL_NAME: 'acme/api', BITBUCKET_COMMIT: 'abc1234', BITBUCKET_BUILD_NUMBER: '5' },
      { repository: 'acme/api', commit: 'abc1234', runUrl: 'https://bitbucket.org/acme/api/pipelines/results/5' },
    ],
    [
      'jenkins',
      { GIT_COMMIT: 'abc1234', BUILD_URL: 'https://ci.example/job/1/' },
      { commit: 'abc1234', runUrl: 'https://ci.example/job/1/' },
    ],
    ['generic', { GITHUB_REPOSITORY: 'acme/api', CI_PROJECT_PATH: 'acme/api' }, {}],
  ] as const)('%s: %o', (ci, env, expected) => {
    const context = ciContext(ci, env);
    expect({
      ...(context.repository ? { repository: context.repository } : {}),
      ...(context.commit ? { commit: context.commit } : {}),
      ...(context.runUrl ? { runUrl: context.runUrl } : {}),
    }).toEqual(expected);
  });

  it('names the variables it would read, for a message when they are missing', () => {
    expect(ciContext('gitlab', {}).commitVariable).toBe('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA or CI_COMMIT_SHA');
    expect(ciContext('gitlab', { CI_PROJECT_PATH: 'a/b' }).repositoryVariable).toBe('CI_PROJECT_PATH');
  });
});

describe('ciContext, the edges', () => {
  it('makes no run URL from part of its variables, and ignores blank variables', () => {
    expect(ciContext('github', { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'a/b' }).runUrl).toBeUndefined();
    expect(ciContext('github', { GITHUB_SERVER_URL: 'https://github.com', GITHUB_RUN_ID: '1' }).runUrl).toBeUndefined();
    expect(ciContext('github', { GITHUB_REPOSITORY: 'a/b', GITHUB_RUN_ID: '1' }).runUrl).toBeUndefined();
    expect(ciContext('azure', { SYSTEM_COLLECTIONURI: 'https://x/', SYSTEM_TEAMPROJECT: 'p' }).runUrl).toBeUndefined();
    expect(ciContext('azure', { SYSTEM_COLLECTIONURI: 'https://x/', BUILD_BUILDID: '1' }).runUrl).toBeUndefined();
    expect(ciContext('azure', { SYSTEM_TEAMPROJECT: 'p', BUILD_BUILDID: '1' }).runUrl).toBeUndefined();
    expect(ciContext('bitbucket', { BITBUCKET_REPO_FULL_NAME: 'a/b' }).runUrl).toBeUndefined();
    expect(ciContext('bitbucket', { BITBUCKET_BUILD_NUMBER: '3' }).runUrl).toBeUndefined();
    expect(ciContext('gitlab', { CI_PROJECT_PATH: '  ', CI_COMMIT_SHA: '', CI_API_V4_URL: ' ' })).toEqual({
      ci: 'gitlab',
      commitVariable: 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA or CI_COMMIT_SHA',
      wholeDeploymentByDefault: false,
      forgeApi: { variable: 'CI_API_V4_URL', fallback: 'https://gitlab.com/api/v4' },
    });
    expect(detectCi({ GITLAB_CI: ' ', TF_BUILD: 'True' })).toBe('azure');
  });

  it('has no repository in Jenkins or a generic CI, whatever is set, and names no commit variable in a generic one', () => {
    const all = {
      GITHUB_REPOSITORY: 'a/b',
      CI_PROJECT_PATH: 'a/b',
      BUILD_REPOSITORY_NAME: 'a/b',
      GIT_COMMIT: 'abc1234',
      BITBUCKET_COMMIT: 'abc1234',
    };
    const github = { forgeApi: { variable: 'GITHUB_API_URL', fallback: 'https://api.github.com' }, wholeDeploymentByDefault: false };
    expect(ciContext('jenkins', all)).toEqual({ ci: 'jenkins', commit: 'abc1234', commitVariable: 'GIT_COMMIT', ...github });
    expect(ciContext('generic', all)).toEqual({ ci: 'generic', commitVariable: '', ...github });
  });
});

describe('ciContext: what the config defaults to in each CI', () => {
  it('gates the whole deployment where no repository is named only on GitHub (the action); elsewhere projects is required', () => {
    expect(ciContext('github', {}).wholeDeploymentByDefault).toBe(true);
    for (const ci of ['gitlab', 'azure', 'bitbucket', 'jenkins', 'generic'] as const) {
      expect(ciContext(ci, {}).wholeDeploymentByDefault, ci).toBe(false);
    }
  });

  it('reads a remote policy file through the GitLab API in GitLab, the GitHub API in every other CI: the variable, trimmed, else the public one', () => {
    expect(ciContext('gitlab', { CI_API_V4_URL: ' https://gitlab.example/api/v4 ', GITHUB_API_URL: 'https://x' }).forgeApi).toEqual({
      variable: 'CI_API_V4_URL',
      value: 'https://gitlab.example/api/v4',
      fallback: 'https://gitlab.com/api/v4',
    });
    for (const ci of ['github', 'azure', 'bitbucket', 'jenkins', 'generic'] as const) {
      expect(ciContext(ci, { GITHUB_API_URL: 'https://ghe.example/api/v3', CI_API_V4_URL: 'https://x' }).forgeApi, ci).toEqual({
        variable: 'GITHUB_API_URL',
        value: 'https://ghe.example/api/v3',
        fallback: 'https://api.github.com',
      });
      expect(ciContext(ci, {}).forgeApi.value, ci).toBeUndefined();
    }
  });
});

describe("ciContext: a run whose checkout may hold a pull request's code (attack30 G3j: a baseline there is not used)", () => {
  it.each([
    ['github', { GITHUB_EVENT_NAME: 'issue_comment' }, 'GITHUB_EVENT_NAME is issue_comment'],
    ['github', { GITHUB_EVENT_NAME: 'workflow_run' }, 'GITHUB_EVENT_NAME is workflow_run'],
    // attack31 G3k: any event but the repository's own.
    ['github', { GITHUB_EVENT_NAME: 'repository_dispatch' }, 'GITHUB_EVENT_NAME is repository_dispatch'],
    ['github', { GITHUB_EVENT_NAME: 'deployment_status' }, 'GITHUB_EVENT_NAME is deployment_status'],
    ['github', { GITHUB_EVENT_NAME: 'check_suite' }, 'GITHUB_EVENT_NAME is check_suite'],
    ['github', { GITHUB_EVENT_NAME: 'merge_group' }, 'GITHUB_EVENT_NAME is merge_group'],
    ['gitlab', { CI_MERGE_REQUEST_IID: '12' }, 'CI_MERGE_REQUEST_IID is set'],
    // A request's pipeline without its number: the CI's own word for it is enough to refuse a committed baseline.
    ['azure', { BUILD_REASON: 'PullRequest' }, 'BUILD_REASON is PullRequest'],
    ['azure', { BUILD_REASON: ' pullrequest ' }, 'BUILD_REASON is pullrequest'],
    ['gitlab', { CI_PIPELINE_SOURCE: 'merge_request_event' }, 'CI_PIPELINE_SOURCE is merge_request_event'],
    ['gitlab', { CI_PIPELINE_SOURCE: 'external_pull_request_event' }, 'CI_PIPELINE_SOURCE is external_pull_request_event'],
    ['azure', { BUILD_REASON: 'PullRequest', SYSTEM_PULLREQUEST_PULLREQUESTID: '7' }, 'SYSTEM_PULLREQUEST_PULLREQUESTID is set'],
    // attack33 M3: any reason but the repository's own (a child pipeline, one after another build), or a request's ref.
    ['gitlab', { CI_PIPELINE_SOURCE: 'parent_pipeline', CI_COMMIT_REF_NAME: 'feature/x' }, 'CI_PIPELINE_SOURCE is parent_pipeline'],
    [
      'gitlab',
      { CI_PIPELINE_SOURCE: 'pipeline', CI_COMMIT_REF_NAME: 'refs/merge-requests/12/head' },
      'CI_COMMIT_REF_NAME is refs/merge-requests/12/head',
    ],
    ['gitlab', { CI_PIPELINE_SOURCE: 'trigger' }, 'CI_PIPELINE_SOURCE is trigger'],
    ['azure', { BUILD_REASON: 'Manual', BUILD_SOURCEBRANCH: 'refs/pull/7/merge' }, 'BUILD_SOURCEBRANCH is refs/pull/7/merge'],
    ['azure', { BUILD_REASON: 'BuildCompletion', BUILD_SOURCEBRANCH: 'refs/heads/main' }, 'BUILD_REASON is BuildCompletion'],
    ['azure', { BUILD_REASON: 'ResourceTrigger' }, 'BUILD_REASON is ResourceTrigger'],
  ] as const)('%s: %o', (ci, env, expected) => {
    expect(ciContext(ci, env).requestCheckout).toBe(expected);
  });

  it("is no pull request run where only the pipeline's source says so (record-finding-ids goes by the request's number)", () => {
    expect(ciContext('azure', { BUILD_REASON: 'PullRequest' }).pullRequest).toBeUndefined();
    for (const [ci, env] of [
      ['azure', { BUILD_REASON: 'IndividualCI' }],
      ['azure', { BUILD_REASON: 'Schedule', BUILD_SOURCEBRANCH: 'refs/heads/main' }],
      ['azure', { BUILD_REASON: 'manual' }],
      ['azure', {}],
      ['gitlab', { CI_PIPELINE_SOURCE: 'push', CI_COMMIT_REF_NAME: 'main' }],
      ['gitlab', { CI_PIPELINE_SOURCE: 'schedule' }],
      ['gitlab', { CI_PIPELINE_SOURCE: 'web' }],
      ['gitlab', {}],
      ['bitbucket', { BUILD_REASON: 'PullRequest', CI_PIPELINE_SOURCE: 'merge_request_event' }],
    ] as const)
      expect(ciContext(ci, env).requestCheckout, `${ci} ${JSON.stringify(env)}`).toBeUndefined();
  });

  it('is no pull request run for record-finding-ids there, and nothing on a push, a schedule or another CI', () => {
    expect(ciContext('github', { GITHUB_EVENT_NAME: 'workflow_run' }).pullRequest).toBeUndefined();
    for (const [ci, env] of [
      ['github', { GITHUB_EVENT_NAME: 'push' }],
      ['github', { GITHUB_EVENT_NAME: 'schedule' }],
      ['github', { GITHUB_EVENT_NAME: 'workflow_dispatch' }],
      ['github', { GITHUB_EVENT_NAME: 'release' }],
      ['github', {}],
      ['gitlab', { GITHUB_EVENT_NAME: 'issue_comment' }],
    ] as const)
      expect(ciContext(ci, env).requestCheckout).toBeUndefined();
  });
});

describe('ciContext: a pull or merge request run (record-finding-ids: auto records no ids there)', () => {
  it.each([
    ['github', { GITHUB_EVENT_NAME: 'pull_request' }, 'GITHUB_EVENT_NAME is pull_request'],
    ['github', { GITHUB_EVENT_NAME: 'pull_request_target' }, 'GITHUB_EVENT_NAME is pull_request_target'],
    // attack27 G3i: their checkout holds the pull request's code (a review's merge commit, the merge queue's candidate).
    ['github', { GITHUB_EVENT_NAME: 'pull_request_review' }, 'GITHUB_EVENT_NAME is pull_request_review'],
    ['github', { GITHUB_EVENT_NAME: 'pull_request_review_comment' }, 'GITHUB_EVENT_NAME is pull_request_review_comment'],
    ['github', { GITHUB_EVENT_NAME: 'merge_group' }, 'GITHUB_EVENT_NAME is merge_group'],
    ['gitlab', { CI_MERGE_REQUEST_IID: '12' }, 'CI_MERGE_REQUEST_IID is set'],
    // A pipeline for a pull request of a GitHub repository GitLab mirrors (CI/CD for external repositories).
    ['gitlab', { CI_EXTERNAL_PULL_REQUEST_IID: '9' }, 'CI_EXTERNAL_PULL_REQUEST_IID is set'],
    ['azure', { SYSTEM_PULLREQUEST_PULLREQUESTID: '34' }, 'SYSTEM_PULLREQUEST_PULLREQUESTID is set'],
    ['bitbucket', { BITBUCKET_PR_ID: '5' }, 'BITBUCKET_PR_ID is set'],
    ['jenkins', { CHANGE_ID: '6' }, 'CHANGE_ID is set'],
  ] as const)('%s: %o', (ci, env, expected) => {
    expect(ciContext(ci, env).pullRequest).toBe(expected);
  });

  it.each([
    ['github', { GITHUB_EVENT_NAME: 'push', CI_MERGE_REQUEST_IID: '12' }],
    ['github', { GITHUB_EVENT_NAME: 'schedule' }],
    ['github', { GITHUB_EVENT_NAME: 'issue_comment' }],
    ['github', { GITHUB_EVENT_NAME: 'merge_group_x' }],
    ['github', {}],
    ['gitlab', { CI_MERGE_REQUEST_IID: ' ', GITHUB_EVENT_NAME: 'pull_request' }],
    ['azure', { SYSTEM_PULLREQUEST_SOURCECOMMITID: '' }],
    ['bitbucket', {}],
    ['jenkins', { BITBUCKET_PR_ID: '5' }],
    ['generic', { GITHUB_EVENT_NAME: 'pull_request', CI_MERGE_REQUEST_IID: '1', CHANGE_ID: '6' }],
  ] as const)('%s is no pull request run with %o', (ci, env) => {
    expect(ciContext(ci, env).pullRequest).toBeUndefined();
  });
});
