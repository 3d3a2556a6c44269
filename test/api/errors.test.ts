// What on-api-error: warn may soften (src/api/errors.ts isApiFailure): what the API did, never a bound of the
// gate's own, a setting the API refused to match, or anything that is not an API error. Then the error's
// fields and the sentences a user reads (httpError, malformed), and the server's text made safe for them.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  type ApiErrorKind,
  httpError,
  isApiErrorBody,
  isApiFailure,
  malformed,
  OWN_WORK_MIN_MS,
  OWN_WORK_SHARE,
  ownDeadline,
  sanitizeText,
  serverMessageOf,
} from '../../src/api/errors.ts';

const failure = (kind: ApiErrorKind) => new ApiError({ operation: 'report', kind, reason: 'x' });

describe('isApiFailure', () => {
  it('is true of what the API did: a status, the network, a timeout, the deadline, a malformed or partial answer, one too large', () => {
    for (const kind of ['http', 'network', 'timeout', 'deadline', 'malformed', 'pagination', 'too-large'] as const) {
      expect(isApiFailure(failure(kind)), kind).toBe(true);
    }
  });

  it("is false of the gate's own bound, a setting the API refused, and any other error", () => {
    expect(isApiFailure(failure('bound'))).toBe(false);
    expect(isApiFailure(failure('config'))).toBe(false);
    expect(isApiFailure(new Error('report: HTTP 500'))).toBe(false);
    expect(isApiFailure('report failed')).toBe(false);
  });
});

describe('ownDeadline', () => {
  const deadline = failure('deadline');

  it("is the gate's own error where the main thread was busy for more than half the deadline: the share and the deadline named", () => {
    expect(ownDeadline(deadline, 0.51, 300)).toBe(
      "report: the run's deadline of 300 s was reached, and the gate's own work had kept its main thread busy for 51% of that time, more than half (it was not mostly waiting on the API), so on-api-error: warn does not soften it: raise timeout-seconds, or gate fewer projects or findings at once",
    );
    expect(ownDeadline(deadline, 0.999, 2, 1000)).toMatch(
      /^report: the run's deadline of 2 s was reached, and .* busy for 100% of that time/,
    );
    // Busy past the deadline (a stretch of work that ended after it): said as all of it.
    expect(ownDeadline(deadline, 1.7, 2, 1000)).toMatch(/busy for 100% of that time/);
    expect(OWN_WORK_SHARE).toBe(0.5);
  });

  it('is undefined where the main thread was busy for less than the floor in all (10 s by default): a short deadline is mostly start-up', () => {
    expect(OWN_WORK_MIN_MS).toBe(10_000);
    // 99.9% of 2 s is 1,998 ms: under the default floor, and under a floor of 1,999 ms.
    expect(ownDeadline(deadline, 0.999, 2)).toBeUndefined();
    expect(ownDeadline(deadline, 0.999, 2, 1999)).toBeUndefined();
    expect(ownDeadline(deadline, 0.999, 2, 1998)).toMatch(/busy for 100% of that time/);
    // 51% of 20 s is 10.2 s: past the default floor; 50% of 19 s is not more than half.
    expect(ownDeadline(deadline, 0.51, 20)).toMatch(/busy for 51% of that time/);
    expect(ownDeadline(deadline, 0.5, 19)).toBeUndefined();
  });

  it('is undefined where the run mostly waited on the API: at most half busy, or no share known', () => {
    for (const busy of [0, 0.1, 0.5, Number.NaN]) expect(ownDeadline(deadline, busy, 300), String(busy)).toBeUndefined();
  });

  it('is undefined for any error but a deadline, however busy the run was', () => {
    for (const kind of ['http', 'network', 'timeout', 'malformed', 'pagination', 'too-large', 'bound', 'config'] as const) {
      expect(ownDeadline(failure(kind), 0.9, 300), kind).toBeUndefined();
    }
    expect(ownDeadline(new Error("the run's deadline of 300 s was reached"), 0.9, 300)).toBeUndefined();
  });
});

describe('sanitizeText', () => {
  it('cuts a URL split by a tab or a newline before control characters become spaces: no piece of its password or query (fix-u7)', () => {
    for (const text of [
      'see https://u:PW\tSECRET1@h/x now',
      'see https://u:PW\nSECRET1@h/x',
      'see https:\t//u:SECRET1@h/x',
      'https://h/x?t=\tSECRET1',
    ]) {
      const clean = sanitizeText(text);
      expect(clean, JSON.stringify(text)).not.toMatch(/SECRET|PW/);
      expect(clean).not.toMatch(/[\t\n]/);
    }
    expect(sanitizeText('see https://h/x\tthen more')).toBe('see https://h/x then more');
  });
});

describe('ApiError', () => {
  it('is named ApiError; of a reason, the message is the operation, the status and the reason', () => {
    const error = new ApiError({ operation: 'findings', kind: 'http', status: 500, reason: 'down', serverMessage: 'oops' });
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('findings: HTTP 500: down');
    expect([error.operation, error.kind, error.status, error.reason, error.serverMessage]).toEqual([
      'findings',
      'http',
      500,
      'down',
      'oops',
    ]);
    const bare = new ApiError({ operation: 'scans', kind: 'network', reason: 'no route' });
    expect(bare.message).toBe('scans: no route');
    expect(bare.status).toBeUndefined();
    expect(bare.serverMessage).toBeUndefined();
  });

  it('of a whole message, keeps it as it is and takes the reason from after its prefix, where it has one', () => {
    const prefixed = new ApiError({ operation: 'report', kind: 'http', status: 502, message: 'report: HTTP 502: bad gateway' });
    expect([prefixed.message, prefixed.reason]).toEqual(['report: HTTP 502: bad gateway', 'bad gateway']);
    const plain = new ApiError({ operation: 'report', kind: 'deadline', message: 'report: out of time' });
    expect([plain.message, plain.reason]).toEqual(['report: out of time', 'out of time']);
    // Another operation's prefix, or the prefix elsewhere in the text, is not cut.
    const other = new ApiError({ operation: 'report', kind: 'deadline', message: 'the run ended: report: out of time' });
    expect(other.reason).toBe('the run ended: report: out of time');
    const statusless = new ApiError({ operation: 'report', kind: 'http', status: 503, message: 'report: busy' });
    expect(statusless.reason).toBe('report: busy');
  });
});

describe('sanitizeText, bounds and spacing', () => {
  it('makes every run of spaces and control characters one space, trimmed at both ends', () => {
    expect(sanitizeText('  a   b\t\t\nc \u0085\u2028 d  ')).toBe('a b c d');
    expect(sanitizeText('\u202eevil\u2066x')).toBe('evil x');
  });

  it('keeps a text of the bound whole and cuts a longer one to the bound, with an ellipsis', () => {
    expect(sanitizeText('x'.repeat(200))).toBe('x'.repeat(200));
    expect(sanitizeText('x'.repeat(201))).toBe(`${'x'.repeat(199)}…`);
    expect(sanitizeText('abcdef', undefined, 4)).toBe('abc…');
    expect(sanitizeText('abcd', undefined, 4)).toBe('abcd');
  });

  it('redacts the token where one is given', () => {
    expect(sanitizeText('sent sgp_tok1 twice: sgp_tok1', 'sgp_tok1')).toBe('sent [redacted] twice: [redacted]');
    expect(sanitizeText('sent sgp_tok1', '')).toBe('sent sgp_tok1');
  });
});

describe("serverMessageOf: the server's own words", () => {
  it('passes over a blank error for the message, and a blank message for the raw text', () => {
    expect(serverMessageOf('{"error":"  ","message":"limit too high"}')).toBe('limit too high');
    expect(serverMessageOf('{"message":"   "}')).toBe('{"message":" "}');
    expect(serverMessageOf('{"error":"\\t"}')).toBe('{"error":"\\t"}');
  });

  it('takes no field that is not a string: the raw text instead', () => {
    expect(serverMessageOf('{"message":5}')).toBe('{"message":5}');
    expect(serverMessageOf('{"error":{"code":1},"message":["x"]}')).toBe('{"error":{"code":1},"message":["x"]}');
    expect(serverMessageOf('null')).toBe('null');
    expect(serverMessageOf('["bad"]')).toBe('["bad"]');
    expect(serverMessageOf('"quoted"')).toBe('"quoted"');
    expect(serverMessageOf('   ')).toBeUndefined();
  });
});

describe('isApiErrorBody', () => {
  it("is true of an object with an error or a message field, whatever its value: the API's own shape", () => {
    expect(isApiErrorBody('{"error":"bad limit"}')).toBe(true);
    expect(isApiErrorBody('{"message":null}')).toBe(true);
    expect(isApiErrorBody('{"code":404,"message":""}')).toBe(true);
  });

  it("is false of anything else: no such field, not an object, not JSON (a proxy's page), empty", () => {
    for (const body of ['{}', '{"detail":"x"}', 'null', '["error","message"]', '"error"', '404', '<html>404</html>', ''])
      expect(isApiErrorBody(body), body).toBe(false);
  });
});

describe('httpError: one sentence the user can act on', () => {
  it("names a 404 that is not the API's own error as maybe not the API root, and only a 404", () => {
    const proxy = httpError('identity', 404, undefined, 1, undefined, { apiShaped: false, origin: 'https://proxy.example' });
    expect(proxy.message).toBe(
      "identity: HTTP 404: the server at https://proxy.example answered 404 with something that is not the API's error (an HTML page, a proxy's page or an empty body): base-url may not be the API root (it is https://semgrep.dev for Semgrep's own service)",
    );
    const shaped = httpError('identity', 404, 'no', 1, undefined, { apiShaped: true, origin: 'https://proxy.example' });
    expect(shaped.reason).toBe(
      "the token lacks the Web API scope (a CI-scope token, semgrep ci's, is answered so), or base-url is not the API (check the token in Settings > Tokens)",
    );
    expect(httpError('report', 500, undefined, 1, undefined, { apiShaped: false, origin: 'https://x.example' }).reason).toBe(
      'the API answered 500',
    );
  });

  it('names the 404 of identity and deployments as the scope or base-url, any other as the deployment or the scope', () => {
    const scope =
      "the token lacks the Web API scope (a CI-scope token, semgrep ci's, is answered so), or base-url is not the API (check the token in Settings > Tokens)";
    expect(httpError('identity', 404, undefined, 1).reason).toBe(scope);
    expect(httpError('deployments', 404, undefined, 1).reason).toBe(scope);
    for (const operation of ['report', 'findings', 'secrets'] as const)
      expect(httpError(operation, 404, undefined, 1).reason, operation).toBe(
        'deployment not found, or the token lacks the Web API scope (check the deployment id and the token in Settings > Tokens)',
      );
  });

  it('names a redirect of 300 to 399 by the origin it points to, or says there is none to show', () => {
    expect(httpError('report', 300, undefined, 1, 'https://a.example/p').reason).toBe(
      "the API answered with a redirect to https://a.example; set base-url to the API's own address",
    );
    expect(httpError('report', 399, undefined, 1, 'https://a.example/p').reason).toMatch(/redirect to https:\/\/a\.example;/);
    expect(httpError('report', 302, undefined, 1).reason).toMatch(/redirect to an unnamed address;/);
    expect(httpError('report', 302, undefined, 1, '').reason).toMatch(/redirect to an unnamed address;/);
    expect(httpError('report', 302, undefined, 1, 'data:text/plain,x').reason).toMatch(/redirect to an unusable address;/);
    expect(httpError('report', 302, undefined, 1, '/v1/other').reason).toMatch(
      /redirect to a relative or invalid address \(same server, other path\);/,
    );
    // Below 300 (the transport never gives one): not a redirect.
    expect(httpError('report', 200, undefined, 1, 'https://a.example/').reason).toBe('the API answered 200');
  });

  it("adds the server's words to a 403 and to an unnamed status, and says when a 400 has none", () => {
    expect(httpError('secrets', 403, 'forbidden', 1).reason).toBe(
      'the token is not allowed to do this (give it the Web API scope): forbidden',
    );
    expect(httpError('secrets', 403, undefined, 1).reason).toBe('the token is not allowed to do this (give it the Web API scope)');
    expect(httpError('secrets', 418, 'teapot', 1).reason).toBe('the API answered 418: teapot');
    expect(httpError('secrets', 418, undefined, 1).reason).toBe('the API answered 418');
    expect(httpError('secrets', 400, undefined, 1).reason).toBe('the API rejected a parameter: no details given');
  });

  it('says an answer kept coming only after more than one attempt', () => {
    expect(httpError('report', 503, undefined, 2).reason).toBe('the API kept answering 503 after 2 attempts; try again later');
    expect(httpError('report', 503, undefined, 1).reason).toBe('the API answered 503');
    expect(httpError('report', 503, 'busy', 1).reason).toBe('the API answered 503: busy');
  });

  it("is an http error of the status, with the server's words kept where there are some", () => {
    const error = httpError('trend', 502, 'upstream', 3);
    expect([error.kind, error.status, error.operation, error.serverMessage]).toEqual(['http', 502, 'trend', 'upstream']);
    expect(httpError('trend', 502, undefined, 3).serverMessage).toBeUndefined();
    expect(httpError('trend', 502, '', 3).serverMessage).toBeUndefined();
  });
});

describe('malformed', () => {
  it('is a malformed error whose sentence holds the detail made safe, up to 300 characters', () => {
    const error = malformed('projects', 'expected a list\nat $.projects');
    expect([error.kind, error.operation, error.status]).toEqual(['malformed', 'projects', undefined]);
    expect(error.message).toBe('projects: the API sent a malformed response: expected a list at $.projects');
    expect(malformed('projects', 'y'.repeat(400)).reason).toBe(`the API sent a malformed response: ${'y'.repeat(299)}…`);
  });
});
