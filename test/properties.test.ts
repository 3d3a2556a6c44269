// Property-based tests (fast-check): every input with hostile values ends in a Config or in one
// clear ConfigError naming the input; the escaping helpers keep their promises for any string.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, INPUT_DEFAULTS, parseConfig, parseTuning, TUNING_VARIABLES } from '../src/config/index.ts';
import { ciContext } from '../src/host/detect.ts';
import {
  annotationMessage,
  annotationProperty,
  escapeHtml,
  logLine,
  markdownCell,
  markdownLink,
  markdownText,
  safeUrl,
} from '../src/render/escape.ts';

const INPUT_NAMES = Object.keys(INPUT_DEFAULTS);
const NOW = new Date('2026-11-01T00:00:00Z');
/** Runs per property; the README quotes their sum. */
const RUNS = 2000;
let tried = 0;
let accepted = 0;
let refused = 0;

/** Pieces that mean something to some parser or renderer on the way. */
const HOSTILE_PIECES = [
  '=',
  ',',
  '::',
  '\n',
  '\r\n',
  '\u2028',
  '\u202e',
  '\0',
  '\t',
  ' ',
  '*',
  '|',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '::error::pwned',
  '::stop-commands::x',
  '##[warning]pwned',
  '%0A',
  '`',
  '\\',
  '"',
  "'",
  '@here',
  '[x](javascript:alert(1))',
  'high',
  'FINDING_SEVERITY_HIGH',
  'critical=0',
  'sca.high=3',
  'total=-1',
  '7d',
  '2026-10-01',
  'true',
  'warn',
  'https://semgrep.dev',
  'http://127.0.0.1:1',
  'http://evil.example',
  'acme/payments-api',
  '1234',
  '99999999999999999999',
  '😀',
  'é',
  '\ud800',
];

/** A hostile string: hostile pieces and random unicode, glued together. */
const hostile = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 12 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Huge lists, around the 1000-item limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.array(fc.constantFrom('a', 'high', 'x=1', 'acme/api', '*', ''), { minLength: 900, maxLength: 1200 }),
        fc.constantFrom(',', '\n'),
      )
      .map(([items, separator]) => items.join(separator)),
  },
  // Over the 64 KiB input limit.
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((n) => 'a,'.repeat(n / 2)) },
);

/** Any subset of the inputs, each with a hostile value (or a plausible one, so runs get deep into parsing). */
const inputs = fc.dictionary(
  fc.constantFrom(...INPUT_NAMES),
  fc.oneof(hostile, fc.constantFrom('', 'high', 'true', 'warn', '30', 'acme/api', 'code,sca')),
  {
    maxKeys: INPUT_NAMES.length,
  },
);
const env = fc.record(
  { GITHUB_REPOSITORY: fc.oneof(hostile, fc.constant('acme/api')), SEMGREP_APP_TOKEN: fc.oneof(hostile, fc.constant('sgp_token_123')) },
  { requiredKeys: [] },
);

/** A token no generated input holds: where it shows up in a message, the message quoted the token. */
const CANARY_TOKEN = 'sgp_canary_5b0c1e2f9a7d4c3b8e6f';

/** The ConfigError `parse` throws, as its input and message; anything else fails the test. */
function refusal(parse: () => unknown): { input: string; message: string } {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const { input, message } = error as ConfigError;
    return { input, message };
  }
  throw new Error('expected a ConfigError, and the configuration was accepted');
}

afterAll(() => {
  console.log(`property tests: ${tried} generated inputs tried (parseConfig: ${accepted} accepted, ${refused} refused with a ConfigError)`);
});

describe('parseConfig over hostile inputs', () => {
  it('ends in a Config or in one ConfigError naming an input, with a one-line message', () => {
    fc.assert(
      fc.property(inputs, env, (given, environment) => {
        tried += 1;
        try {
          const config = parseConfig(given, environment, NOW, ciContext('github', environment));
          accepted += 1;
          expect(typeof config.apiToken).toBe('string');
          expect(config.baseUrl).toMatch(/^https?:\/\//);
        } catch (error) {
          refused += 1;
          expect(error).toBeInstanceOf(ConfigError);
          const { input, message } = error as ConfigError;
          expect(INPUT_NAMES).toContain(input);
          expect(message).not.toMatch(/[\r\n\u2028\u2029]/);
          expect(message.length).toBeLessThan(1000);
          if (input === 'api-token') {
            // The token's own error is a fixed sentence: it never quotes the token.
            const token = (given['api-token']?.trim() || environment.SEMGREP_APP_TOKEN?.trim()) ?? '';
            if (token.length >= 16) expect(message).not.toContain(token);
          } else {
            // Any other error does not depend on the token at all: with a canary token in its place (from
            // either source) the same input fails with the very same message. A message that quoted the
            // token would quote the canary instead; one that quotes another input's value, which may hold
            // the token's text by chance, is unchanged.
            const again = refusal(() =>
              parseConfig(
                { ...given, 'api-token': CANARY_TOKEN },
                { ...environment, SEMGREP_APP_TOKEN: CANARY_TOKEN },
                NOW,
                ciContext('github', environment),
              ),
            );
            expect(again).toEqual({ input, message });
          }
        }
      }),
      { numRuns: RUNS * 2 },
    );
    // Both ends are reached: the generator is not so hostile that every run is refused at the first input.
    expect(accepted).toBeGreaterThan(RUNS / 20);
    expect(refused).toBeGreaterThan(RUNS / 20);
    // Synchronous: a time limit cannot stop it, only fail a slow run after it. These cases took 17 s at load 20-30
    // on 2 cores (a run of 50 times as many, divided), against the default 30 s: a loaded CI must not fail it.
  }, 120_000);

  it('a valid configuration plus one hostile input: accepted, or refused naming exactly that input', () => {
    const base = { 'api-token': 'sgp_token_123', projects: 'acme/api' };
    fc.assert(
      fc.property(fc.constantFrom(...INPUT_NAMES.filter((name) => name !== 'api-token')), hostile, (name, value) => {
        tried += 1;
        try {
          parseConfig({ ...base, [name]: value }, {}, NOW, ciContext('github', {}));
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as ConfigError).input).toBe(name);
          expect((error as ConfigError).message).not.toMatch(/[\r\n\u2028\u2029]/);
        }
      }),
      { numRuns: RUNS },
    );
    // Synchronous: a time limit cannot stop it, only fail a slow run after it. These cases took 7.3 s at load 20-30
    // on 2 cores (a run of 50 times as many, divided), against the default 30 s: a loaded CI must not fail it.
  }, 120_000);

  it('the tuning knobs are whole numbers in range or ignored, never an exception', () => {
    const knobs = fc.dictionary(
      fc.constantFrom(...Object.values(TUNING_VARIABLES)),
      fc.oneof(hostile, fc.nat().map(String), fc.constant('1e3')),
    );
    fc.assert(
      fc.property(knobs, (environment) => {
        tried += 1;
        for (const value of Object.values(parseTuning(environment))) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(2_147_483_647);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** `s` with each backslash escape (`\\|`, `\\\\`) removed: what is left is read by the Markdown parser as is. */
const unescaped = (s: string): string => s.replace(/\\[\s\S]/g, '');

describe('escaping helpers over any string', () => {
  const anyString = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 300 }));

  it('markdownCell and markdownText: no unescaped | or bracket, no line break, no raw HTML, every @ in code', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        tried += 1;
        for (const out of [markdownCell(s), markdownText(s)]) {
          // Outside the code spans the escaping makes (a handle, `.` of www., `:` of ://), which hold none of these; a code span
          // parts the text around it as it renders (no autolink runs through one), so it leaves a space.
          const text = unescaped(out).replace(/`[^`]*`/g, ' ');
          expect(text).not.toMatch(/[|[\]\r\n\u2028\u2029@]/);
          // No tag, comment or autolink can open: no < at all.
          expect(out).not.toContain('<');
          expect(text.toLowerCase()).not.toMatch(/https?:\/\/|www\./);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('markdownLink: a link only to http(s), never a javascript: destination', () => {
    fc.assert(
      fc.property(
        anyString,
        fc.oneof(
          anyString,
          fc.webUrl(),
          fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', ' https://ok.example/a b'),
        ),
        (text, url) => {
          tried += 1;
          const out = markdownLink(text, url);
          expect(unescaped(out)).not.toMatch(/[\r\n]/);
          // The link markdownLink builds: `](` whose bracket is not escaped, at the end.
          const destination = /(?<!\\)\]\(([^)]*)\)$/.exec(out)?.[1];
          if (destination !== undefined) expect(destination).toMatch(/^https?:\/\/[^\s()<>"'`]*$/);
          // An escaped bracket opens no link: what is left unescaped never links to javascript:.
          expect(unescaped(out).toLowerCase()).not.toContain('](javascript:');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('safeUrl: only http(s) URLs without credentials, or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.webUrl({ withQueryParameters: true, withFragments: true })), (s) => {
        tried += 1;
        const url = safeUrl(s);
        if (url === undefined) return;
        const parsed = new URL(url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.username + parsed.password).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it('logLine: one line that the runner never reads as a workflow command', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        tried += 1;
        const out = logLine(s);
        expect(out).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(out).not.toMatch(/^\s*::/);
        expect(out).not.toContain('##[');
      }),
      { numRuns: RUNS },
    );
  });

  it('escapeHtml and the annotation escapes: nothing left that HTML or a command would read', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        tried += 1;
        expect(escapeHtml(s)).not.toMatch(/[<>"']/);
        expect(annotationMessage(s)).not.toMatch(/[\r\n]/);
        expect(annotationProperty(s)).not.toMatch(/[\r\n:,]/);
      }),
      { numRuns: RUNS },
    );
  });
});
