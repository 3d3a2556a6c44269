// A scan as the scans list gives it (src/api/scans.ts parseScan): the products it covered (attack45 F3).
import { describe, expect, it } from 'vitest';
import { parseScan } from '../../src/api/scans.ts';

describe('parseScan: enabledProducts', () => {
  it('keeps the products a scan covered, upper case with their prefix, and none where the field is not sent', () => {
    const scan = parseScan({ id: '1', status: 'SCAN_STATUS_COMPLETED', enabledProducts: ['PRODUCT_SAST', ' product_sca ', 'secrets'] }, 0);
    expect(scan.products).toEqual(['PRODUCT_SAST', 'PRODUCT_SCA', 'PRODUCT_SECRETS']);
    expect(parseScan({ id: '1', status: 'SCAN_STATUS_COMPLETED' }, 0).products).toBeUndefined();
  });

  it('a products field that is not a list of texts is a malformed answer', () => {
    expect(() => parseScan({ id: '1', enabledProducts: 'PRODUCT_SAST' }, 0)).toThrow(/malformed/);
    expect(() => parseScan({ id: '1', enabledProducts: [1] }, 0)).toThrow(/malformed/);
  });
});
