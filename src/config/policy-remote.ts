// A file of another repository (the policy file, the exceptions file it names), fetched through the
// GitHub or the GitLab REST API with config-token, through the one bounded reader of fetched files
// (files/remote.ts): the ref resolved to its commit, and the file read at that commit. Its own requests:
// never the Semgrep API's client, which carries the Semgrep token.

import { namesAKeyTwice } from '../api/answer.ts';
import { AnswerReader } from '../api/answer-reader.ts';
import { MAX_REDIRECTS, readBoundedUrl, type UrlProblem, type UrlToRead } from '../files/remote.ts';
import { VERSION } from '../version.ts';
import { type Forge, isFullSha, type RemoteFile } from './policy-source.ts';

/** The time a fetch has: the run's deadline, the request timeout, the first pause before a retry. */
export type FetchLimits = Pick<UrlToRead, 'deadlineAt' | 'requestTimeoutMs' | 'retryMinDelayMs'>;

/** The file's bytes and the commit they were read at; or why not, and what to do. */
export type Fetched = { bytes: Buffer; commit: string } | { why: string; fix: string };

/** The forge's name in a sentence. */
const FORGE_NAME: Readonly<Record<Forge, string>> = { github: 'GitHub', gitlab: 'GitLab' };

/** How the API's answer to one step is described when it is not the file. */
interface Step {
  /** What a 404 means at this step. */
  missing: string;
}

/** A cap as a user would write it. */
function sizeText(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}

/** Fetches `file` with `token` (empty: none), at most `maxBytes`; never throws. */
export async function fetchRemoteFile(file: RemoteFile, token: string, maxBytes: number, limits: FetchLimits): Promise<Fetched> {
  return file.forge === 'github' ? fetchFromGitHub(file, token, maxBytes, limits) : fetchFromGitLab(file, token, maxBytes, limits);
}

/** GitHub: the ref's commit (`commits/{ref}`, as its sha), then the file's raw bytes at that commit (`contents/{path}`). */
async function fetchFromGitHub(file: RemoteFile, token: string, maxBytes: number, limits: FetchLimits): Promise<Fetched> {
  const base = `${file.api}/repos/${file.repository.split('/').map(encodeURIComponent).join('/')}`;
  const headers = (accept: string) => ({
    accept,
    'user-agent': `findings-gate/${VERSION}`,
    'x-github-api-version': '2022-11-28',
    ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
  });
  let commit = file.ref;
  if (!isFullSha(file.ref)) {
    const url = `${base}/commits/${encodeURIComponent(file.ref)}`;
    const read = await readBoundedUrl({ url, headers: headers('application/vnd.github.sha'), maxBytes: 1024, ...limits });
    const missing = `no repository ${file.repository} with a ref ${file.ref} that config-token can read`;
    if ('problem' in read) return explain(read.problem, file, token, maxBytes, { missing });
    commit = read.bytes.toString('utf8').trim();
    if (!isFullSha(commit)) return malformed(file, `the commit of ${file.ref} is not a sha`);
  }
  const path = file.path.split('/').map(encodeURIComponent).join('/');
  const url = `${base}/contents/${path}?ref=${commit}`;
  const read = await readBoundedUrl({ url, headers: headers('application/vnd.github.raw+json'), maxBytes, ...limits });
  if ('problem' in read)
    return explain(read.problem, file, token, maxBytes, { missing: `no file ${file.path} in ${file.repository} at ${commit}` });
  return { bytes: read.bytes, commit };
}

/** GitLab: the file at the ref (`repository/files/{path}`), its content in base64 beside the ref's commit. */
async function fetchFromGitLab(file: RemoteFile, token: string, maxBytes: number, limits: FetchLimits): Promise<Fetched> {
  const url = `${file.api}/projects/${encodeURIComponent(file.repository)}/repository/files/${encodeURIComponent(file.path)}?ref=${encodeURIComponent(file.ref)}`;
  const headers = {
    accept: 'application/json',
    'user-agent': `findings-gate/${VERSION}`,
    ...(token === '' ? {} : { 'private-token': token }),
  };
  // The content comes as base64 (4 bytes for 3) inside a small JSON object.
  const read = await readBoundedUrl({ url, headers, maxBytes: Math.ceil(maxBytes / 3) * 4 + 64 * 1024, ...limits });
  const missing = `no file ${file.path} in ${file.repository} at ${file.ref} that config-token can read`;
  if ('problem' in read) return explain(read.problem, file, token, maxBytes, { missing });
  let answer: { content?: unknown; encoding?: unknown; commit_id?: unknown };
  try {
    answer = JSON.parse(read.bytes.toString('utf8')) ?? {};
  } catch {
    return malformed(file, 'the answer is not JSON');
  }
  // JSON.parse keeps the last of a repeated key, another reader the first: which content was meant cannot be told.
  const members = membersOf(read.bytes);
  if (members === undefined || namesAKeyTwice(members, answer)) return malformed(file, 'the answer names a key twice in one object');
  const { content, encoding, commit_id: commit } = answer;
  if (typeof content !== 'string' || encoding !== 'base64' || typeof commit !== 'string' || !isFullSha(commit)) {
    return malformed(file, 'the answer holds no base64 content and commit_id');
  }
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > maxBytes) return explain({ kind: 'too-large' }, file, token, maxBytes, { missing });
  return { bytes, commit };
}

/** An answer that is not what the API documents. */
function malformed(file: RemoteFile, what: string): Fetched {
  return {
    why: `${FORGE_NAME[file.forge]} answered something that is not the file (${what})`,
    fix: 'Check that config-api-url is the API of your GitHub or GitLab.',
  };
}

/** Why a problem kept the file away, and what to do, in the forge's terms. */
function explain(problem: UrlProblem, file: RemoteFile, token: string, maxBytes: number, step: Step): Fetched {
  const forge = FORGE_NAME[file.forge];
  const origin = new URL(file.api).origin;
  const access = `give config-token a token that can read ${file.repository}`;
  const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  switch (problem.kind) {
    case 'status':
      if (problem.status === 401) {
        const why = token === '' ? 'the file needs a token, and config-token is empty' : 'config-token was rejected (expired or revoked)';
        return { why: `${forge} answered 401: ${why}`, fix: capital(access) };
      }
      if (problem.status === 403) {
        return {
          why: `${forge} answered 403: config-token may not read ${file.repository}, or the API's rate limit is spent`,
          fix: capital(`${access}, or try again later`),
        };
      }
      // GitHub answers 422 for a ref it cannot resolve.
      if (problem.status === 404 || problem.status === 422) {
        const tokenless = token === '' ? ' (config-token is empty, and a private repository answers 404 without one)' : '';
        return {
          why: `${forge} answered ${problem.status}: ${step.missing}${tokenless}`,
          fix: `Fix the repository, the path or the ref, or ${access}.`,
        };
      }
      return { why: `${forge} answered HTTP ${problem.status}`, fix: 'Try again later, or check config-api-url.' };
    case 'elsewhere':
      return {
        why: `${forge} answered with a redirect to ${problem.origin}, and config-token goes only to ${origin}: it was not followed`,
        fix: `Set config-api-url to the API that serves ${file.repository}.`,
      };
    case 'redirects':
      return {
        why: `${forge} answered with more than ${MAX_REDIRECTS} redirects`,
        fix: `Set config-api-url to the API that serves ${file.repository}.`,
      };
    case 'too-large':
      return { why: `it is larger than ${sizeText(maxBytes)}`, fix: `Keep it to ${sizeText(maxBytes)} at most.` };
    case 'timeout':
      return problem.deadline
        ? {
            why: `the API at ${origin} did not answer before the run's deadline`,
            fix: 'Raise timeout-seconds, or check that the API answers.',
          }
        : {
            why: `the API at ${origin} did not answer within ${problem.ms / 1000} s`,
            fix: 'Try again later, or raise FINDINGS_GATE_REQUEST_TIMEOUT_MS.',
          };
    case 'network':
      return { why: `could not reach ${origin}: ${problem.code}`, fix: "Check config-api-url, the runner's network and HTTPS_PROXY." };
  }
}

/** The members of every object of a JSON answer, as the API's reader counts them (api/answer-reader.ts): attack33 L4. */
function membersOf(bytes: Buffer): number | undefined {
  const reader = new AnswerReader({
    bytes: bytes.length + 1,
    items: bytes.length + 1,
    members: bytes.length + 1,
    pageSize: false,
    values: bytes.length + 1,
  });
  reader.push(bytes);
  try {
    return reader.end().members;
  } catch {
    return undefined;
  }
}
