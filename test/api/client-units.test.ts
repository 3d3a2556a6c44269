import { describe, expect, it } from 'vitest';
import { isLoopback, parseBaseUrl } from '../../src/api/base-url.ts';
import { ApiError, httpError, sanitizeText, serverMessageOf } from '../../src/api/errors.ts';
import { createApiClient } from '../../src/api/index.ts';
import { backoffMs, retryAfterMs } from '../../src/api/retry.ts';

describe('error messages', () => {
  it('formats HTTP errors as operation, status and one actionable sentence', () => {
    expect(httpError('secrets', 401, 'bad token', 1).message).toBe(
      'secrets: HTTP 401: the API token was rejected: check the Semgrep token the run was given (wrong, expired or revoked)',
    );
    expect(httpError('report', 404, undefined, 1).message).toMatch(
      /^report: HTTP 404: deployment not found, or the token lacks the Web API scope/,
    );
    expect(httpError('secrets', 400, 'limit must be <= 1000', 1).message).toBe(
      'secrets: HTTP 400: the API rejected a parameter: limit must be <= 1000',
    );
    expect(httpError('dependencies', 503, undefined, 4).message).toBe(
      'dependencies: HTTP 503: the API kept answering 503 after 4 attempts; try again later',
    );
    expect(httpError('report', 307, undefined, 1, 'https://evil.example/x?y').message).toBe(
      "report: HTTP 307: the API answered with a redirect to https://evil.example; set base-url to the API's own address",
    );
  });

  it("reads the server's message from error, then message, else bounded single-line text", () => {
    expect(serverMessageOf('{"error":"bad limit","message":"other"}')).toBe('bad limit');
    expect(serverMessageOf('{"message":"bad cursor"}')).toBe('bad cursor');
    expect(serverMessageOf('<html>\n<body>Bad\tGateway</body>\n</html>')).toBe('<html> <body>Bad Gateway</body> </html>');
    expect(serverMessageOf('x'.repeat(1000))?.length).toBe(200);
    expect(serverMessageOf('')).toBeUndefined();
  });

  it('scrubs the token from server text', () => {
    expect(serverMessageOf('{"error":"token sgp_secret123 is invalid"}', 'sgp_secret123')).toBe('token [redacted] is invalid');
    expect(sanitizeText('a\u0000b\u001b[31mc', undefined)).toBe('a b [31mc');
  });
});

describe('retry timing', () => {
  it('backs off exponentially with jitter', () => {
    expect(backoffMs(1, 500, () => 0)).toBe(250);
    expect(backoffMs(1, 500, () => 1)).toBe(500);
    expect(backoffMs(3, 500, () => 1)).toBe(2000);
    expect(backoffMs(20, 500, () => 1)).toBe(10_000);
  });

  it('reads Retry-After in seconds or as an HTTP date, as it is (the transport caps it)', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs('3600', now)).toBe(3_600_000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    // Seconds are the whole value, spaces around it aside: digits beside other text are no number.
    expect(retryAfterMs(' 5 ', now)).toBe(5000);
    expect(retryAfterMs('x5', now)).toBeUndefined();
    expect(retryAfterMs('5x', now)).toBeUndefined();
  });
});

describe('base URL', () => {
  it('accepts https anywhere and http only on loopback', () => {
    expect(parseBaseUrl('https://semgrep.dev').origin).toBe('https://semgrep.dev');
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:1', 'http://[::1]:9', 'http://127.1.2.3'])
      expect(() => parseBaseUrl(url)).not.toThrow();
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('127.0.0.1.evil.com')).toBe(false);
  });

  it.each([
    'http://semgrep.dev',
    'http://10.0.0.1',
    'ftp://semgrep.dev',
    'not a url',
    'https://user:pw@semgrep.dev',
    'https://semgrep.dev/?x=1',
  ])('refuses %s with a config error', (url) => {
    const error = (() => {
      try {
        createApiClient({ baseUrl: url, token: 't' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('config');
    expect((error as ApiError).message).toMatch(/^client: base-url /);
  });

  it('refuses an empty token without echoing it', () => {
    expect(() => createApiClient({ baseUrl: 'https://semgrep.dev', token: ' ' })).toThrow(/client: the API token is empty/);
  });
});
