import { describe, expect, it } from 'vitest';
import { isOwnAddress } from '@domain/timesheets/client-address';

describe('isOwnAddress', () => {
  it("finds the consultant's own address whatever its case and surrounding spaces", () => {
    expect(isOwnAddress('jane@example.com', ['jane@example.com'])).toBe(true);
    expect(isOwnAddress('  Jane@Example.COM ', ['jane@example.com'])).toBe(true);
    expect(isOwnAddress('jane@example.com', [null, ' JANE@example.com'])).toBe(true);
  });

  it('lets any other address through, and a blank one (no client yet)', () => {
    expect(isOwnAddress('client@example.com', ['jane@example.com'])).toBe(false);
    expect(isOwnAddress('jane@example.co', ['jane@example.com'])).toBe(false);
    expect(isOwnAddress('', ['jane@example.com'])).toBe(false);
    expect(isOwnAddress('   ', ['   '])).toBe(false);
    expect(isOwnAddress('jane@example.com', [null])).toBe(false);
  });
});
