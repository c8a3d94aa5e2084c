import { describe, expect, it } from 'vitest';
import { providerList, sessionKind } from '../../../../web/src/features/auth/session-kind';

// The kind of session decides whether Account Security offers Cognito's self-service calls: only
// the pool's own sign-in gets the scope they need; every Google, Microsoft or LinkedIn sign-in
// comes through the OAuth flow with `openid email profile`.
const POOL_API = { scope: 'aws.cognito.signin.user.admin', token_use: 'access' };
const OAUTH = { scope: 'openid email profile', token_use: 'access' };
const identity = (providerName: string, primary: 'true' | 'false') => ({
  userId: `${providerName.toLowerCase()}-id`,
  providerName,
  providerType: providerName === 'Google' ? 'Google' : 'OIDC',
  issuer: null,
  primary,
  dateCreated: '1767600000000',
});

describe('sessionKind', () => {
  it('is a password session for the pool API scope alone', () => {
    expect(sessionKind(POOL_API, { email: 'ada@example.com' })).toEqual({ kind: 'password' });
  });

  it('stays a password session for an e-mail account with connected sign-ins', () => {
    // The ID token lists them whichever way the account signed in.
    const id = { identities: [identity('Google', 'false')] };
    expect(sessionKind(POOL_API, id)).toEqual({ kind: 'password' });
  });

  it('is federated for the OAuth flow, naming the provider of the identities claim', () => {
    expect(sessionKind(OAUTH, { identities: [identity('Microsoft', 'true')] })).toEqual({
      kind: 'federated',
      providers: ['Microsoft'],
    });
    // The claim as the user attribute stores it: a JSON string.
    const asText = JSON.stringify([identity('LinkedIn', 'true')]);
    expect(sessionKind(OAUTH, { identities: asText })).toEqual({
      kind: 'federated',
      providers: ['LinkedIn'],
    });
  });

  it('names every connected sign-in of an e-mail account, once each', () => {
    const identities = [
      identity('Google', 'false'),
      identity('LinkedIn', 'false'),
      identity('Google', 'false'),
    ];
    expect(sessionKind(OAUTH, { identities })).toEqual({
      kind: 'federated',
      providers: ['Google', 'LinkedIn'],
    });
  });

  it('is federated, naming no provider, without a usable identities claim', () => {
    for (const identities of [undefined, 'not json', 42, [null, { providerName: ' ' }]])
      expect(sessionKind(OAUTH, { identities })).toEqual({ kind: 'federated', providers: [] });
    expect(sessionKind(OAUTH, undefined)).toEqual({ kind: 'federated', providers: [] });
  });

  it('never reads a token without the pool API scope alone as a password session', () => {
    const mixed = { scope: 'openid aws.cognito.signin.user.admin' };
    for (const access of [mixed, {}, { scope: 42 }, undefined, { scope: '' }])
      expect(sessionKind(access, {}).kind).toBe('federated');
  });
});

describe('providerList', () => {
  it('joins the names as a sentence does', () => {
    expect(providerList([])).toBe('');
    expect(providerList(['Google'])).toBe('Google');
    expect(providerList(['Google', 'Microsoft'])).toBe('Google or Microsoft');
    expect(providerList(['Google', 'Microsoft', 'LinkedIn'])).toBe('Google, Microsoft or LinkedIn');
  });
});
