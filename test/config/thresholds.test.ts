import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.ts';
import { parseThresholds } from '../../src/config/thresholds.ts';

/** The ConfigError thrown by `parseThresholds(text)`, checked to name the input and stay on one line. */
function errorOf(text: string): ConfigError {
  try {
    parseThresholds(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.input).toBe('thresholds');
    expect(configError.message).toContain("Input 'thresholds'");
    expect(configError.message).not.toMatch(/[\r\n\u2028\u2029]/);
    return configError;
  }
  throw new Error(`parseThresholds(${JSON.stringify(text)}) did not throw`);
}

describe('parseThresholds', () => {
  it('returns no budgets for empty or blank text', () => {
    expect(parseThresholds('')).toEqual([]);
    expect(parseThresholds('  \n\r\n , ,\n')).toEqual([]);
  });

  it('reads total, a severity, a product and product.severity keys in the order given', () => {
    expect(parseThresholds('total=10\nhigh=0\nsca=5\ncode.critical=2')).toEqual([
      { key: 'total', max: 10 },
      { key: 'high', max: 0 },
      { key: 'sca', max: 5 },
      { key: 'code.critical', max: 2 },
    ]);
  });

  it('accepts every severity and product, alone and combined', () => {
    for (const severity of ['critical', 'high', 'medium', 'low']) {
      expect(parseThresholds(`${severity}=1`)).toEqual([{ key: severity, max: 1 }]);
      for (const product of ['code', 'sca', 'secrets']) {
        expect(parseThresholds(`${product}.${severity}=3`)).toEqual([{ key: `${product}.${severity}`, max: 3 }]);
      }
    }
    for (const product of ['code', 'sca', 'secrets']) {
      expect(parseThresholds(`${product}=1`)).toEqual([{ key: product, max: 1 }]);
    }
  });

  it('separates budgets by commas, newlines and CRLF, and trims spaces around keys and values', () => {
    expect(parseThresholds(' high = 0 ,medium=4\r\nlow=9\rtotal=20,,\n\n')).toEqual([
      { key: 'high', max: 0 },
      { key: 'medium', max: 4 },
      { key: 'low', max: 9 },
      { key: 'total', max: 20 },
    ]);
  });

  it('reads keys case-insensitively into their canonical form', () => {
    expect(parseThresholds('HIGH=1,Code.Critical=2,TOTAL=3,SCA=4')).toEqual([
      { key: 'high', max: 1 },
      { key: 'code.critical', max: 2 },
      { key: 'total', max: 3 },
      { key: 'sca', max: 4 },
    ]);
  });

  it('accepts supply-chain (with -, _ or space) for sca', () => {
    expect(parseThresholds('supply-chain=1')).toEqual([{ key: 'sca', max: 1 }]);
    expect(parseThresholds('Supply_Chain.high=2')).toEqual([{ key: 'sca.high', max: 2 }]);
    expect(parseThresholds('supply chain.low=3')).toEqual([{ key: 'sca.low', max: 3 }]);
  });

  it('ignores comment lines and comments after a budget', () => {
    const text = '# budgets agreed with security\nhigh=0 # none at all\n  # medium=1\nmedium=5';
    expect(parseThresholds(text)).toEqual([
      { key: 'high', max: 0 },
      { key: 'medium', max: 5 },
    ]);
  });

  it('accepts large whole numbers and leading zeros', () => {
    expect(parseThresholds('total=007')).toEqual([{ key: 'total', max: 7 }]);
    expect(parseThresholds('total=9007199254740991')).toEqual([{ key: 'total', max: Number.MAX_SAFE_INTEGER }]);
  });

  it('rejects a budget without =', () => {
    const error = errorOf('high=0\nmedium');
    expect(error.message).toBe("Input 'thresholds' has 'medium' without '=': write key=max, such as high=0 or code.critical=2.");
  });

  it.each(['1.5', '-1', 'abc', '', '+1', '1e3', '0x10', '１', '9007199254740992', '1=2'])('rejects the max %j', (max) => {
    const error = errorOf(`high=${max}`);
    expect(error.message).toContain('the max must be a whole number, 0 or more');
    expect(error.message).toContain(`'high=${max}'`);
  });

  it.each([
    'hgh',
    'none',
    'all',
    'code.none',
    'code.high.x',
    'high.code',
    'critical.critical',
    'code.',
    '.high',
    '',
    'constructor',
    '__proto__',
  ])('rejects the key %j and lists the keys it accepts', (key) => {
    const error = errorOf(`${key}=1`);
    expect(error.message).toContain(`key '${key}'`);
    expect(error.message).toContain(
      'use total, a severity (critical, high, medium, low), a product (code, sca, secrets) or product.severity such as code.critical',
    );
  });

  it('rejects a key given twice, also in different spellings', () => {
    expect(errorOf('high=0\nhigh=1').message).toBe("Input 'thresholds' sets high twice: keep one high=max.");
    expect(errorOf('HIGH=0, high=0').message).toContain('sets high twice');
    expect(errorOf('sca.low=1, supply-chain.LOW=2').message).toContain('sets sca.low twice');
  });

  it('rejects more than 1000 budgets', () => {
    const text = Array.from({ length: 1001 }, () => 'high=1').join('\n');
    expect(errorOf(text).message).toBe("Input 'thresholds' lists 1001 budgets: the limit is 1000.");
  });

  it('rejects text over 64 KiB before parsing it', () => {
    const error = errorOf(`high=0\n${'#'.repeat(64 * 1024)}`);
    expect(error.message).toContain('the limit is 65536 bytes (64 KiB)');
  });

  it('quotes hostile values on one line, cut to 60 characters', () => {
    const error = errorOf(`high=1\nlow=x\r\n\u2028${'y'.repeat(100)}`);
    expect(error.message).toMatch(/has 'low=x': the max/);
    const long = errorOf(`high\u202E${'z'.repeat(100)}`);
    expect(long.message).toContain("'high\\u202E");
    expect(long.message).toContain('…');
    const quoted = /has ('.*') without/.exec(long.message)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(62);
  });
});
