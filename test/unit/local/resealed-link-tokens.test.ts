import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalCipher } from '../../../lambdas/adapters/kms/token-cipher';
import { resealedStepToken } from '../../../local/seed/resealed-link-tokens';

describe('a signing link sealed before each kind had its own context', () => {
  const cipher = createLocalCipher(randomBytes(32));

  it('is sealed again as a signing link, which the signing mail then opens', async () => {
    const old = await cipher.encrypt('calendar-refresh-token', 'link-token');
    const next = await resealedStepToken(cipher, old);
    expect(next).toBeDefined();
    expect(await cipher.decrypt('signing-link', next!)).toBe('link-token');
  });

  it('leaves one already sealed as a signing link, and one that opens as nothing', async () => {
    const current = await cipher.encrypt('signing-link', 'link-token');
    expect(await resealedStepToken(cipher, current)).toBeUndefined();
    const foreign = await createLocalCipher(randomBytes(32)).encrypt('signing-link', 'x');
    expect(await resealedStepToken(cipher, foreign)).toBeUndefined();
  });
});
