import { describe, expect, it } from 'vitest';
import {
  buildOtpauthUri,
  formatSecret,
} from '../../../../web/src/features/account/lib/otpauth-uri';

describe('buildOtpauthUri', () => {
  it('builds the key URI with issuer label, secret and TOTP parameters', () => {
    const uri = buildOtpauthUri({
      issuer: 'vCISO Hub',
      account: 'ada+mfa@example.com',
      secret: 'jbsw y3dp ehpk 3pxp',
    });
    expect(uri).toBe(
      'otpauth://totp/vCISO%20Hub:ada%2Bmfa%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=vCISO%20Hub&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('is read back the same by an otpauth parser', async () => {
    const { URI } = await import('otpauth');
    const parsed = URI.parse(
      buildOtpauthUri({
        issuer: 'vCISO Hub',
        account: 'ada@example.com',
        secret: 'JBSWY3DPEHPK3PXP',
      }),
    );
    expect(parsed.issuer).toBe('vCISO Hub');
    expect(parsed.label).toBe('ada@example.com');
    expect(parsed.secret.base32).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('formatSecret', () => {
  it('groups the secret in fours', () => {
    expect(formatSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(formatSecret('ABCDEF')).toBe('ABCD EF');
  });
});
