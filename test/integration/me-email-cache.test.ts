import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createUser, signedInCaller } from '../support/api-session';

const stack = inject('stack');
const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.cognito.endpoint,
  region: stack.region,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => cognito.destroy());

/**
 * `/api/me` keeps each user's e-mail for a few minutes per warm container instead of asking the
 * user pool on every call (lambdas/adapters/cognito/email-cache.ts). What a caller can see of
 * that: a change made in the pool meanwhile shows only later, and each user still gets their own.
 */
describe('GET /api/me, e-mail kept per container', () => {
  it('answers a second call from what it kept, not from the pool', async () => {
    const user = await createUser(stack, 'kept');
    const me = await signedInCaller(stack, user);
    const first = await me.call<{ email: string }>('GET', '/api/me');
    expect(first.body.email).toBe(user.email);

    // An operator changes the address in the console; the pool now holds another one.
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.cognito.userPoolId,
        Username: me.sub,
        UserAttributes: [{ Name: 'email', Value: `changed-${user.email}` }],
      }),
    );
    const inPool = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: me.sub }),
    );
    expect(inPool.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(
      `changed-${user.email}`,
    );
    const second = await me.call<{ email: string }>('GET', '/api/me');
    expect(second.status).toBe(200);
    expect(second.body.email).toBe(user.email);
  });

  it('gives each user their own e-mail', async () => {
    const [ann, bo] = await Promise.all([createUser(stack, 'ann'), createUser(stack, 'bo')]);
    const [annCaller, boCaller] = await Promise.all([
      signedInCaller(stack, ann),
      signedInCaller(stack, bo),
    ]);
    for (let round = 0; round < 2; round++) {
      expect((await annCaller.call<{ email: string }>('GET', '/api/me')).body.email).toBe(
        ann.email,
      );
      expect((await boCaller.call<{ email: string }>('GET', '/api/me')).body.email).toBe(bo.email);
    }
  });
});
