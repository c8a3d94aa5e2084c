import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createAccountLinks } from '../../lambdas/adapters/cognito/account-links';
import {
  connectWhileSignedInMessage,
  linkFederatedUser,
  SignUpStopped,
} from '../../lambdas/services/auth/link-federated-user';
import { cognitoOf, enrolTotp, makeAdmin, signUpVerified } from '../support/api-session';

// The pre sign-up trigger's reading of the pool, against the local pool: it finds the e-mail
// account a federated sign-in's address belongs to, sees whether that account signs in with a
// code or is an administrator, and then links nothing. Its e-mail accounts are confirmed with the
// mailed code, which verifies the address: the only kind a federated sign-in could be linked to.
const stack = inject('stack');
const cognito = cognitoOf(stack);
const links = createAccountLinks(cognito, stack.cognito.userPoolId);
const log = { info: vi.fn(), warn: vi.fn() };

afterAll(() => cognito.destroy());

/** Cognito's event for a first Google sign-in with this (verified) address. */
const googleSignIn = (email: string) =>
  ({
    version: '1',
    region: stack.region,
    userPoolId: stack.cognito.userPoolId,
    triggerSource: 'PreSignUp_ExternalProvider',
    userName: 'google_104200000000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: stack.cognito.clientId },
    request: { userAttributes: { email, email_verified: 'true' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

const usernameOf = async (email: string) => {
  const [account] = await links.findByEmail(email);
  if (!account) throw new Error(`no account for ${email}`);
  return account.username;
};

describe('the pre sign-up trigger on the local pool', () => {
  it('sees a new e-mail account as unguarded, one a Google sign-in would be linked to', async () => {
    const user = await signUpVerified(stack, 'plain');
    expect(await links.signInGuard(await usernameOf(user.email))).toEqual({
      mfa: false,
      admin: false,
    });
    const [account] = await links.findByEmail(user.email);
    expect(account).toMatchObject({
      native: true,
      confirmed: true,
      enabled: true,
      emailVerified: true,
    });
  });

  it('sees an authenticator app, and does not link a Google sign-in to that account', async () => {
    const user = await signUpVerified(stack, 'with-totp');
    await enrolTotp(stack, user);
    expect(await links.signInGuard(await usernameOf(user.email))).toEqual({
      mfa: true,
      admin: false,
    });
    await expect(
      linkFederatedUser({ accountLinks: links, log }, googleSignIn(user.email)),
    ).rejects.toEqual(new SignUpStopped(connectWhileSignedInMessage('Google')));
    const [account] = await links.findByEmail(user.email);
    expect(account?.identities).toEqual([]);
  });

  it('sees the admin group, and does not link a Google sign-in to an administrator', async () => {
    const user = await signUpVerified(stack, 'admin-no-totp');
    await makeAdmin(stack, user.email);
    expect(await links.signInGuard(await usernameOf(user.email))).toEqual({
      mfa: false,
      admin: true,
    });
    await expect(
      linkFederatedUser({ accountLinks: links, log }, googleSignIn(user.email)),
    ).rejects.toEqual(new SignUpStopped(connectWhileSignedInMessage('Google')));
    const [account] = await links.findByEmail(user.email);
    expect(account?.identities).toEqual([]);
  });
});
