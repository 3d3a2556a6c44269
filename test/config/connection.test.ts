// The inputs that say which API a run asks and as whom (src/config/connection.ts): api-token, base-url and
// deployment, read as parseConfig reads them (trimmed, each error on one line naming its input).
import { describe, expect, it } from 'vitest';
import { type Config, ConfigError, parseConfig } from '../../src/config/index.ts';
import { ciContext } from '../../src/host/detect.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ENV = { SEMGREP_APP_TOKEN: 'sgp_token123', GITHUB_REPOSITORY: 'acme/api' };

function parse(inputs: Record<string, string | undefined> = {}, env: Record<string, string | undefined> = ENV): Config {
  return parseConfig(inputs, env, NOW, ciContext('github', env));
}

/** The ConfigError thrown for `inputs`, checked to name `input` and to stay on one line. */
function errorOf(input: string, inputs: Record<string, string | undefined>, env: Record<string, string | undefined> = ENV): ConfigError {
  try {
    parse(inputs, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.name).toBe('ConfigError');
    expect(configError.input).toBe(input);
    expect(configError.message).not.toMatch(/[\r\n\u2028\u2029]/);
    return configError;
  }
  throw new Error(`parseConfig(${JSON.stringify(inputs)}) did not throw`);
}

describe('api-token', () => {
  it('comes from SEMGREP_APP_TOKEN when the input is unset, trimmed', () => {
    expect(parse({}, { SEMGREP_APP_TOKEN: '  sgp_env \n' }).apiToken).toBe('sgp_env');
  });

  it('prefers the input over the environment, trimmed', () => {
    expect(parse({ 'api-token': ' sgp_input\n' }).apiToken).toBe('sgp_input');
  });

  it('is required', () => {
    const message = 'No API token: set the api-token input or the SEMGREP_APP_TOKEN environment variable.';
    expect(errorOf('api-token', {}, {}).message).toBe(message);
    expect(errorOf('api-token', { 'api-token': '  ' }, { SEMGREP_APP_TOKEN: ' \n ' }).message).toBe(message);
  });

  it.each(['sgp a', 'sgp\tb', 'sgp\u0000c', 'sgp\u007Fd', 'sgp\u00E9e', 'sgp\r\nX-Evil: 1'])(
    'rejects a token with whitespace or control characters inside: %j',
    (token) => {
      const fromInput = errorOf('api-token', { 'api-token': token });
      expect(fromInput.message).toBe(
        "Input 'api-token' contains whitespace, a control character or a non-ASCII character: use the token exactly as Semgrep issued it.",
      );
      const fromEnv = errorOf('api-token', {}, { SEMGREP_APP_TOKEN: token });
      expect(fromEnv.message).toContain('The SEMGREP_APP_TOKEN environment variable contains whitespace');
    },
  );

  it('never shows the token in an error', () => {
    expect(errorOf('api-token', { 'api-token': 'secret value' }).message).not.toContain('secret');
  });
});

describe('base-url', () => {
  it.each([
    ['https://semgrep.dev', 'https://semgrep.dev'],
    ['https://semgrep.dev/', 'https://semgrep.dev'],
    ['https://semgrep.dev///', 'https://semgrep.dev'],
    ['HTTPS://Semgrep.DEV/', 'https://semgrep.dev'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['https://proxy.example/semgrep/api/', 'https://proxy.example/semgrep/api'],
    ['https://semgrep.dev:443/', 'https://semgrep.dev'],
  ])('normalises %s to %s', (input, expected) => {
    expect(parse({ 'base-url': input }).baseUrl).toBe(expected);
  });

  it.each([
    'semgrep.dev',
    'ftp://semgrep.dev',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://',
    'https:semgrep.dev',
    'https://sem grep.dev',
    'https://semgrep.dev\\x',
    'https://semgrep\t.dev',
    'not a url',
  ])('rejects %j', (input) => {
    expect(errorOf('base-url', { 'base-url': input }).message).toContain(
      'use an http or https URL such as https://semgrep.dev, without credentials, query or fragment.',
    );
  });

  it.each(['https://semgrep.dev/?a=1', 'https://semgrep.dev?', 'https://semgrep.dev/#top', 'https://semgrep.dev#'])(
    'rejects a query or fragment: %s',
    (input) => {
      expect(errorOf('base-url', { 'base-url': input }).message).toContain('remove the query or fragment');
    },
  );

  it('rejects credentials without echoing them', () => {
    const error = errorOf('base-url', { 'base-url': 'https://user:hunter2@semgrep.dev' });
    expect(error.message).toContain("Input 'base-url' contains credentials");
    expect(error.message).not.toContain('hunter2');
    expect(errorOf('base-url', { 'base-url': 'https://user@semgrep.dev' }).message).toContain('contains credentials');
  });
});

describe('deployment', () => {
  it('is a decimal id', () => {
    expect(parse({ deployment: '1234' }).deployment).toEqual({ id: '1234' });
    expect(parse({ deployment: '9223372036854775807' }).deployment).toEqual({ id: '9223372036854775807' });
  });

  it('drops leading zeros of an id', () => {
    expect(parse({ deployment: '00042' }).deployment).toEqual({ id: '42' });
  });

  it('is otherwise a name, kept as given', () => {
    expect(parse({ deployment: ' Acme-Corp ' }).deployment).toEqual({ name: 'Acme-Corp' });
    expect(parse({ deployment: 'acme 2' }).deployment).toEqual({ name: 'acme 2' });
  });

  it('rejects an id beyond int64', () => {
    const error = errorOf('deployment', { deployment: '9223372036854775808' });
    expect(error.message).toBe("Input 'deployment' has '9223372036854775808': use a decimal id such as 1234.");
    expect(errorOf('deployment', { deployment: '12345678901234567890' }).message).toContain('use a decimal id');
  });

  it('rejects control characters in a name', () => {
    expect(errorOf('deployment', { deployment: 'acme\u0007' }).message).toBe(
      "Input 'deployment' has 'acme\\u0007': remove the control character.",
    );
  });
});
