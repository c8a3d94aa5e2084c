import { describe, expect, it } from 'vitest';
import { ZWebConfig } from '@contracts/config/web-config';
import { checkWebConfig } from '../../../web/src/config/web-config';

const good = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  federatedProviders: ['Google'],
  wsUrl: '/ws',
  contactEmail: 'hello@example.com',
  companyName: 'vCISO Hub Ltd',
};

describe('the web app check of /config.json agrees with the contract its writers use', () => {
  it('accepts what ZWebConfig accepts, with the same values', () => {
    expect(ZWebConfig.parse(good)).toEqual(good);
    expect(checkWebConfig(good)).toEqual(ZWebConfig.parse(good));
    const aws = {
      ...good,
      userPoolEndpoint: undefined,
      authFlow: 'USER_SRP_AUTH',
      oauthDomain: 'auth.example.com',
    };
    expect(checkWebConfig(aws)).toEqual(ZWebConfig.parse(aws));
  });

  it.each([
    ['a missing pool id', { ...good, userPoolId: undefined }, 'userPoolId'],
    ['an unknown sign-in flow', { ...good, authFlow: 'CUSTOM' }, 'authFlow'],
    [
      'an unknown identity provider',
      { ...good, federatedProviders: ['Facebook'] },
      'federatedProviders',
    ],
    ['an empty company name', { ...good, companyName: '' }, 'companyName'],
  ])('rejects %s, naming the key, as the contract does', (_name, bad, key) => {
    expect(ZWebConfig.safeParse(bad).success).toBe(false);
    expect(() => checkWebConfig(bad)).toThrow(key);
  });
});
