import { describe, expect, it } from 'vitest';
import {
  readSignInCallback,
  signInResultOf,
  signInResultState,
  signInResultText,
} from '../../../../web/src/features/account/lib/sign-in-return';

describe("a provider's return to the callback page", () => {
  it('reads the code and state', () => {
    expect(readSignInCallback('?code=abc&state=xyz')).toEqual({
      kind: 'code',
      request: { code: 'abc', state: 'xyz' },
    });
  });

  it('reads a refusal at the provider as cancelled, whatever else came', () => {
    expect(readSignInCallback('?error=access_denied&state=xyz').kind).toBe('cancelled');
    expect(readSignInCallback('?error=consent_required&code=abc&state=xyz').kind).toBe('cancelled');
  });

  it('reads a return without a code or a state as broken', () => {
    for (const search of ['', '?code=abc', '?state=xyz', '?code=&state='])
      expect(readSignInCallback(search).kind, search).toBe('broken');
  });
});

describe('the result handed to Account Security', () => {
  it('survives the history state, and nothing else passes for one', () => {
    const connected = {
      kind: 'connected',
      provider: 'Microsoft',
      connectedAt: '2026-05-12T14:03:00.000Z',
    } as const;
    expect(signInResultOf(signInResultState(connected))).toEqual(connected);
    const failed = { kind: 'failed', message: 'Nope' } as const;
    expect(signInResultOf(signInResultState(failed))).toEqual(failed);
    for (const state of [
      null,
      undefined,
      'x',
      { signInResult: { kind: 'connected', provider: 'GitHub', connectedAt: 'x' } },
      { signInResult: { kind: 'failed' } },
      { other: 1 },
    ])
      expect(signInResultOf(state)).toBeUndefined();
  });

  it('says what happened, and that the account was mailed', () => {
    expect(
      signInResultText({ kind: 'connected', provider: 'Google', connectedAt: '2026-05-12' }),
    ).toEqual({
      title: 'Google connected',
      description: 'You can now sign in with Google. We have e-mailed you about this change.',
    });
    expect(signInResultText({ kind: 'failed', message: 'Expired' })).toEqual({
      title: 'Could not connect the sign-in',
      description: 'Expired',
    });
  });
});
