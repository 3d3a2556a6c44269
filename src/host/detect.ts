// Which CI a command-line run is in, and what that CI says about it: the repository the scope defaults
// to (and what a scope means where it names none), the commit wait-for-scan waits for, the link to the
// run, whether it is a pull or merge request's, the forge API a remote policy file is read through. The one place that knows each CI's
// variables and defaults; config/ takes them as plain values. Pure: a function of the environment.
import type { InputCi } from '../config/input-table.ts';
import { CI_NAMES, type CiContext, type CiName } from './types.ts';

type Env = Record<string, string | undefined>;

/** The variable each CI sets in every job, in the order they are tried (first present wins). */
const DETECTORS: readonly [variable: string, ci: CiName][] = [
  ['GITHUB_ACTIONS', 'github'],
  ['GITLAB_CI', 'gitlab'],
  ['TF_BUILD', 'azure'],
  ['BITBUCKET_BUILD_NUMBER', 'bitbucket'],
  ['JENKINS_URL', 'jenkins'],
];

/** Whether `name` is a CI the gate knows. */
export function isCiName(name: string): name is CiName {
  return (CI_NAMES as readonly string[]).includes(name);
}

/** The CI named (by --ci or FINDINGS_GATE_CI), else the one whose variable is set, else generic. */
export function detectCi(env: Env, named?: CiName): CiName {
  if (named !== undefined) return named;
  return DETECTORS.find(([variable]) => (env[variable] ?? '').trim() !== '')?.[1] ?? 'generic';
}

/** The first of `variables` set to something, with its name. */
function first(env: Env, variables: readonly string[]): { value: string; variable: string } | undefined {
  for (const variable of variables) {
    const value = (env[variable] ?? '').trim();
    if (value !== '') return { value, variable };
  }
  return undefined;
}

/** The events of a GitHub workflow run for a pull request. */
const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** Whether a GitHub workflow's event (GITHUB_EVENT_NAME) is a pull request's. */
export function isPullRequestEvent(eventName: string | undefined): boolean {
  return PULL_REQUEST_EVENTS.includes(eventName ?? '');
}

/**
 * The events whose checkout holds a pull request's code though they are not a pull request's run for a
 * comment: a review or a review's comment (the pull request's merge commit) and the merge queue's
 * candidate (merge_group). What a pull request commits must not stand in for a baseline there either.
 * Typed to take an unset event name (undefined) as it is: it is none of them.
 */
const PULL_REQUEST_CODE_EVENTS: readonly (string | undefined)[] = [
  ...PULL_REQUEST_EVENTS,
  'pull_request_review',
  'pull_request_review_comment',
  'merge_group',
];

/**
 * The GitHub events whose checkout is the repository's own: a push, a schedule, a run a maintainer starts, a
 * release. Any other event's workflow may check a pull request out (a `/scan` comment, a run after another,
 * a dispatch from a slash command, a preview deployment's status: attack30 G3j, attack31 G3k), and the event
 * alone cannot tell, so a baseline in its checkout is not used either.
 */
const OWN_CHECKOUT_EVENTS: readonly (string | undefined)[] = ['push', 'schedule', 'workflow_dispatch', 'release'];

/**
 * Where GitLab and Azure say why a pipeline runs, the reasons whose checkout is the repository's own (a push, a
 * schedule, a run started by hand or through the API on a branch), and the ref variable that names a request's
 * code whatever the reason. Any other reason (a merge request's pipeline, its child pipeline, one triggered by
 * another or after another build) may check a request's code out, and a baseline there is not used (attack33 M3).
 */
const OWN_SOURCES: Partial<Record<CiName, { variable: string; own: readonly string[]; ref: string; requestRef: RegExp }>> = {
  gitlab: {
    variable: 'CI_PIPELINE_SOURCE',
    own: ['push', 'schedule', 'web', 'api'],
    ref: 'CI_COMMIT_REF_NAME',
    requestRef: /^refs\/merge-requests\//,
  },
  azure: {
    variable: 'BUILD_REASON',
    own: ['manual', 'individualci', 'batchedci', 'schedule'],
    ref: 'BUILD_SOURCEBRANCH',
    requestRef: /^refs\/pull\//,
  },
};

/**
 * What says a run's checkout may hold a pull request's code: its pull request, a GitLab or Azure pipeline not
 * run for one of OWN_SOURCES or on a request's ref, or a GitHub event not in OWN_CHECKOUT_EVENTS.
 */
function requestCheckoutOf(ci: CiName, env: Env, pullRequest: string | undefined): string | undefined {
  if (pullRequest !== undefined) return pullRequest;
  const source = OWN_SOURCES[ci];
  if (source !== undefined) {
    const ref = env[source.ref]?.trim() ?? '';
    if (source.requestRef.test(ref)) return `${source.ref} is ${ref}`;
    const said = env[source.variable]?.trim();
    return said === undefined || said === '' || source.own.includes(said.toLowerCase()) ? undefined : `${source.variable} is ${said}`;
  }
  if (ci !== 'github') return undefined;
  const event = env.GITHUB_EVENT_NAME;
  return event === undefined || OWN_CHECKOUT_EVENTS.includes(event) ? undefined : `GITHUB_EVENT_NAME is ${event}`;
}

/** GitHub's API, where a remote policy file is read from in any CI but GitLab: GITHUB_API_URL (GitHub Enterprise), else github.com's. */
const GITHUB_API = { variable: 'GITHUB_API_URL', fallback: 'https://api.github.com' } as const;

/**
 * Each CI's variables: the repository, then the commits in order of preference (a pull request's head
 * before a merge commit), the variable set only in a pull or merge request's run (GitHub's is its
 * event: isPullRequestEvent), and the forge API (its variable and its public default).
 */
const VARIABLES: Record<
  CiName,
  {
    repository: readonly string[];
    commit: readonly string[];
    pullRequest: readonly string[];
    forgeApi: { variable: string; fallback: string };
  }
> = {
  github: { repository: ['GITHUB_REPOSITORY'], commit: ['GITHUB_SHA'], pullRequest: [], forgeApi: GITHUB_API },
  gitlab: {
    repository: ['CI_PROJECT_PATH'],
    commit: ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'],
    pullRequest: ['CI_MERGE_REQUEST_IID', 'CI_EXTERNAL_PULL_REQUEST_IID'],
    forgeApi: { variable: 'CI_API_V4_URL', fallback: 'https://gitlab.com/api/v4' },
  },
  azure: {
    repository: ['BUILD_REPOSITORY_NAME'],
    commit: ['SYSTEM_PULLREQUEST_SOURCECOMMITID', 'BUILD_SOURCEVERSION'],
    pullRequest: ['SYSTEM_PULLREQUEST_PULLREQUESTID'],
    forgeApi: GITHUB_API,
  },
  bitbucket: {
    repository: ['BITBUCKET_REPO_FULL_NAME'],
    commit: ['BITBUCKET_COMMIT'],
    pullRequest: ['BITBUCKET_PR_ID'],
    forgeApi: GITHUB_API,
  },
  jenkins: { repository: [], commit: ['GIT_COMMIT'], pullRequest: ['CHANGE_ID'], forgeApi: GITHUB_API },
  generic: { repository: [], commit: [], pullRequest: [], forgeApi: GITHUB_API },
};

/** What says the run is a pull or merge request's (`GITHUB_EVENT_NAME is pull_request`, `CI_MERGE_REQUEST_IID is set`); undefined in any other run. */
function pullRequestOf(ci: CiName, env: Env): string | undefined {
  if (ci === 'github') {
    const event = env.GITHUB_EVENT_NAME;
    return PULL_REQUEST_CODE_EVENTS.includes(event) ? `GITHUB_EVENT_NAME is ${event}` : undefined;
  }
  const set = first(env, VARIABLES[ci].pullRequest);
  return set === undefined ? undefined : `${set.variable} is set`;
}

/** The variable the scope defaults to under `ci` (the repository it names); undefined where it names none (Jenkins, generic). */
export function repositoryVariable(ci: CiName): string | undefined {
  return VARIABLES[ci].repository[0];
}

/** What `wait-for-scan: true` waits for under `ci`, in words: the commit its variables name, the first set one. */
export function commitWords(ci: CiName): string {
  if (ci === 'github') return "the pull request's head commit, else GITHUB_SHA";
  const names = VARIABLES[ci].commit;
  return names.length === 0 ? `an error under ${ci}, which names no commit` : names.join(', else ');
}

/** `ci` as the input table names the CIs an input is limited to (InputCi); undefined for one the table never names. */
export function tableCi(ci: CiName): InputCi | undefined {
  return ci === 'github' || ci === 'gitlab' || ci === 'azure' ? ci : undefined;
}

/** The link to the run, where the CI's variables make one. */
function runUrl(ci: CiName, env: Env): string | undefined {
  switch (ci) {
    case 'github': {
      const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: id } = env;
      return server && repository && id ? `${server}/${repository}/actions/runs/${id}` : undefined;
    }
    case 'gitlab':
      return env.CI_JOB_URL || undefined;
    case 'azure': {
      const { SYSTEM_COLLECTIONURI: collection, SYSTEM_TEAMPROJECT: project, BUILD_BUILDID: id } = env;
      return collection && project && id
        ? `${collection.replace(/\/*$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${encodeURIComponent(id)}`
        : undefined;
    }
    case 'bitbucket': {
      const { BITBUCKET_REPO_FULL_NAME: repository, BITBUCKET_BUILD_NUMBER: number } = env;
      return repository && number ? `https://bitbucket.org/${repository}/pipelines/results/${encodeURIComponent(number)}` : undefined;
    }
    case 'jenkins':
      return env.BUILD_URL || undefined;
    default:
      return undefined;
  }
}

/** What `ci` says about this run, from its variables. */
export function ciContext(ci: CiName, env: Env): CiContext {
  const { repository: repositoryVariables, commit: commitVariables, forgeApi } = VARIABLES[ci];
  const repository = first(env, repositoryVariables);
  const commit = first(env, commitVariables);
  const url = runUrl(ci, env);
  const pullRequest = pullRequestOf(ci, env);
  const requestCheckout = requestCheckoutOf(ci, env, pullRequest);
  const api = first(env, [forgeApi.variable]);
  return {
    ci,
    ...(repository === undefined ? {} : { repository: repository.value, repositoryVariable: repository.variable }),
    ...(commit === undefined ? {} : { commit: commit.value }),
    commitVariable: commit?.variable ?? commitVariables.join(' or '),
    ...(url === undefined ? {} : { runUrl: url }),
    ...(pullRequest === undefined ? {} : { pullRequest }),
    ...(requestCheckout === undefined ? {} : { requestCheckout }),
    // The action on GitHub gates the whole deployment when the runner names no repository; no other CI does.
    wholeDeploymentByDefault: ci === 'github',
    forgeApi: { ...forgeApi, ...(api === undefined ? {} : { value: api.value }) },
  };
}
