import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInTokens } from '../support/api-session';
import { createUser, openPage, signIn, useBrowser } from '../support/browser';
import { OAUTH_FLOW_SCOPE, signAsLocalPool } from '../support/oauth-session';

// Account Security in a session that signed in through Google. cognito-local has no hosted UI,
// so the session is the user's own tokens as the OAuth flow would give them (its scopes, and the
// ID token's `identities`), signed with the local pool's key and stored where Amplify keeps them.
// Cognito refuses its self-service calls to such a session: the page must make none, and offer
// none of the controls that would.
const stack = () => inject('stack');

const browser = useBrowser();

/** Cognito's self-service calls, which need the scope the OAuth flow never grants. */
const SELF_SERVICE = [
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
];

/** Records the Cognito operations the page calls (the SDK names each in `X-Amz-Target`). */
function watchCognito(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'] ?? '';
    if (target.startsWith('AWSCognitoIdentityProviderService.')) calls.push(target.split('.')[1]!);
  });
  return calls;
}

describe('Account Security, signed in through Google', () => {
  it('says which sign-in this is and calls none of Cognito’s self-service APIs', async () => {
    const user = await createUser(stack(), 'federated-session');
    const tokens = await signInTokens(stack(), user);
    const access = decodeJwt(tokens.accessToken);
    const id = decodeJwt(tokens.idToken);
    const identities = [
      {
        userId: '104738293847561234567',
        providerName: 'Google',
        providerType: 'Google',
        issuer: null,
        primary: 'true',
        dateCreated: String(Date.now()),
      },
    ];
    const stored = {
      username: String(access.username),
      accessToken: await signAsLocalPool({ ...access, scope: OAUTH_FLOW_SCOPE }),
      idToken: await signAsLocalPool({ ...id, identities }),
    };

    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    const cognitoCalls = watchCognito(page);
    await page.goto('/auth');
    await page.evaluate(
      ({ clientId, username, accessToken, idToken }) => {
        const prefix = `CognitoIdentityServiceProvider.${clientId}`;
        localStorage.setItem(`${prefix}.LastAuthUser`, username);
        localStorage.setItem(`${prefix}.${username}.accessToken`, accessToken);
        localStorage.setItem(`${prefix}.${username}.idToken`, idToken);
        localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
      },
      { clientId: stack().cognito.clientId, ...stored },
    );

    await page.goto('/account/security');
    await page
      .getByText(
        'This session signed in with Google, whose account manages the e-mail and password you use there.',
      )
      .waitFor();
    await page
      .getByText(
        'Your authenticator app, password and e-mail here are managed when you sign in with your e-mail and password.',
      )
      .waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel('Account ID').inputValue()).toBe(String(access.sub));

    // None of the e-mail, password or authenticator controls.
    expect(await page.getByRole('button', { name: 'Change Email' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Change password' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Add MFA/i }).count()).toBe(0);
    expect(await page.getByText('No MFA factors enrolled yet.').count()).toBe(0);

    await page.getByRole('link', { name: 'Download or delete your data' }).waitFor();

    expect(cognitoCalls.filter((call) => SELF_SERVICE.includes(call))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('while a password session of the same account reads its MFA settings and keeps every control', async () => {
    const user = await createUser(stack(), 'password-session');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    const cognitoCalls = watchCognito(page);
    await signIn(page, user.email, user.password);
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Change Email' }).waitFor();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await page.getByText('No MFA factors enrolled yet.').waitFor();
    expect(cognitoCalls).toContain('GetUser');
    expect(await page.getByText('This session signed in with').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
