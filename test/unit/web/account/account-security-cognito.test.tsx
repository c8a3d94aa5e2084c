import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeEmailMessages, removeTotpMessages } from '@contracts/auth/change-email';
import { accountRoutes } from '@contracts/account/routes';
import { ChangeEmailDialog } from '@/features/account/components/change-email-dialog';
import { RemoveMfaButton } from '@/features/account/components/remove-mfa-button';
import { returnPath } from '@/features/auth/return-to';
import { record, type Call } from '../../../support/web/api';
import {
  CognitoRefusal,
  fakeCognito,
  signInWithCognito,
  tokensFor,
  type CognitoCall,
} from '../../../support/web/cognito';
import { renderScreen } from '../../../support/web/render';

/*
 * What Account Security's e-mail change and MFA removal ask of Cognito, in which order, and that
 * nothing is removed unless Cognito accepted the password and the code. The dialogs are typed
 * into as a person does; Amplify runs for real against Cognito's API answered at the fetch
 * boundary (the local stack's endpoint), and the API's own call is answered there too.
 */
const user = { sub: 'sub-1', email: 'ada@example.com' };
const ops = (calls: CognitoCall[]) => calls.map((call) => call.op);

beforeEach(async () => {
  await signInWithCognito(user);
  // Account Security is where the person is: the check must leave them there.
  window.history.replaceState(null, '', '/account/security');
});

describe('changing the e-mail', () => {
  /** Cognito as a pool that keeps the old address until the code mailed to the new one is entered. */
  const pool = (over: Record<string, (body: Record<string, unknown>) => unknown> = {}) =>
    fakeCognito(user, {
      UpdateUserAttributes: () => ({
        CodeDeliveryDetailsList: [
          { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' },
        ],
      }),
      VerifyUserAttribute: () => ({}),
      GetUserAttributeVerificationCode: () => ({
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: 'n***@e***',
        },
      }),
      ...over,
    });

  async function askForCode() {
    const ui = renderScreen(<ChangeEmailDialog email={user.email} />);
    await ui.user.click(screen.getByRole('button', { name: 'Change Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await ui.user.type(within(dialog).getByLabelText('New email'), 'new@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const code = await within(dialog).findByLabelText('Verification code');
    return { ui, dialog, code };
  }

  it('asks Cognito for the new address, which then waits for its code; nothing is refreshed yet', async () => {
    const calls = pool();
    const { dialog } = await askForCode();
    expect(dialog.textContent).toContain('new@example.com');
    expect(ops(calls)).toEqual(['UpdateUserAttributes']);
    expect(calls[0]?.body.UserAttributes).toEqual([{ Name: 'email', Value: 'new@example.com' }]);
  });

  it('confirms with the code, then refreshes the session so the new address shows', async () => {
    const calls = pool();
    const { ui, dialog, code } = await askForCode();
    await ui.user.type(code, '654321');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(changeEmailMessages.changed)).toBeDefined();
    expect(ops(calls)).toEqual(['UpdateUserAttributes', 'VerifyUserAttribute', 'InitiateAuth']);
    expect(calls[1]?.body).toMatchObject({ AttributeName: 'email', Code: '654321' });
    expect(calls[2]?.body).toMatchObject({ AuthFlow: 'REFRESH_TOKEN_AUTH' });
  });

  it('refreshes nothing when the code is wrong, and says so on the field', async () => {
    const calls = pool({
      VerifyUserAttribute: () => {
        throw new CognitoRefusal('CodeMismatchException', 'Invalid verification code provided');
      },
    });
    const { ui, dialog, code } = await askForCode();
    await ui.user.type(code, '000000');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(changeEmailMessages.wrongCode)).toBeDefined();
    expect(ops(calls)).toEqual(['UpdateUserAttributes', 'VerifyUserAttribute']);
  });

  it('sends a new code to the waiting address', async () => {
    const calls = pool();
    const { ui, dialog } = await askForCode();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    // Said once for the first code, and again for this one.
    await expect.poll(() => screen.queryAllByText(changeEmailMessages.codeSent).length).toBe(2);
    expect(calls.at(-1)).toEqual({
      op: 'GetUserAttributeVerificationCode',
      body: expect.objectContaining({ AttributeName: 'email' }) as unknown,
    });
  });
});

describe('removing the authenticator app', () => {
  /** A pool whose sign-in asks for the app's code, and the API told of the removal. */
  function enrolled(over: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
    const cognito = fakeCognito(user, {
      InitiateAuth: (body) =>
        body.AuthFlow === 'REFRESH_TOKEN_AUTH'
          ? { AuthenticationResult: tokensFor(user, false) }
          : {
              ChallengeName: 'SOFTWARE_TOKEN_MFA',
              Session: 'challenge-session',
              ChallengeParameters: { USER_ID_FOR_SRP: user.sub },
            },
      RespondToAuthChallenge: () => ({
        AuthenticationResult: { ...tokensFor(user), RefreshToken: 'rt-check' },
        ChallengeParameters: {},
      }),
      SetUserMFAPreference: () => ({}),
      ...over,
    });
    // What Cognito had been asked when the server was told.
    const askedBefore: string[][] = [];
    const api: Call[] = record(
      accountRoutes.mfaTurnedOff,
      () => void askedBefore.push(ops(cognito)),
      204,
    );
    return { cognito, api, askedBefore };
  }

  async function remove(code = '123456', password = 'Str0ng!pass') {
    const ui = renderScreen(
      <RemoveMfaButton sub={user.sub} email={user.email} name="Authenticator app" />,
    );
    await ui.user.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove authenticator app?' });
    await ui.user.type(within(dialog).getByLabelText('Password'), password);
    await ui.user.type(within(dialog).getByLabelText('Authentication code'), code);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    return { ui, dialog };
  }

  it('signs in once more with the password, answers the code step, removes, then tells the server and revokes the check', async () => {
    const { cognito, api, askedBefore } = enrolled();
    await remove();
    expect(await screen.findByText(removeTotpMessages.removed)).toBeDefined();
    await expect.poll(() => ops(cognito)).toContain('RevokeToken');
    // The check's own session is revoked as soon as it has done its work.
    expect(ops(cognito)).toEqual([
      'InitiateAuth',
      'RespondToAuthChallenge',
      'RevokeToken',
      'SetUserMFAPreference',
    ]);
    const [signIn, code, revoke, off] = cognito;
    expect(signIn?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: 'Str0ng!pass' },
    });
    expect(code?.body).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'challenge-session',
      ChallengeResponses: expect.objectContaining({ SOFTWARE_TOKEN_MFA_CODE: '123456' }) as unknown,
    });
    expect(off?.body).toMatchObject({ SoftwareTokenMfaSettings: { Enabled: false } });
    expect(revoke?.body).toEqual({ ClientId: 'local-client', Token: 'rt-check' });
    // The server is told once the app is off, as the signed-in user.
    expect(api).toHaveLength(1);
    expect(askedBefore[0]?.at(-1)).toBe('SetUserMFAPreference');
    expect(api[0]?.authorization).toBe('Bearer test-access-token');
  });

  it('keeps the check apart from the page: its tokens never reach the page storage, and the page stays where it is', async () => {
    enrolled();
    const kept = JSON.stringify({ ...localStorage });
    await remove();
    expect(await screen.findByText(removeTotpMessages.removed)).toBeDefined();
    expect(JSON.stringify({ ...localStorage })).not.toContain('rt-check');
    expect(Object.keys(localStorage).sort()).toEqual(Object.keys(JSON.parse(kept)).sort());
    expect(returnPath()).not.toBe('/account/security');
    expect(window.location.pathname).toBe('/account/security');
  });

  it('removes nothing when the code is wrong, and says so on the field', async () => {
    const { cognito, api } = enrolled({
      RespondToAuthChallenge: () => {
        throw new CognitoRefusal('CodeMismatchException', 'Invalid code received for user');
      },
    });
    const { dialog } = await remove('000000');
    expect(await within(dialog).findByText(removeTotpMessages.wrongCode)).toBeDefined();
    expect(ops(cognito)).not.toContain('SetUserMFAPreference');
    expect(api).toHaveLength(0);
  });

  it('removes nothing, and asks for no code, when the password is wrong', async () => {
    const { cognito, api } = enrolled({
      InitiateAuth: () => {
        throw new CognitoRefusal('NotAuthorizedException', 'Incorrect username or password.');
      },
    });
    const { dialog } = await remove();
    expect(await within(dialog).findByText(removeTotpMessages.wrongPassword)).toBeDefined();
    expect(ops(cognito)).toEqual(['InitiateAuth']);
    expect(api).toHaveLength(0);
  });

  it('removes nothing when signing in asks for no code', async () => {
    const { cognito, api } = enrolled({
      InitiateAuth: () => ({ AuthenticationResult: { ...tokensFor(user), RefreshToken: 'rt-x' } }),
    });
    await remove();
    expect(await screen.findByText(removeTotpMessages.noCodeAsked)).toBeDefined();
    expect(ops(cognito)).not.toContain('SetUserMFAPreference');
    expect(api).toHaveLength(0);
  });
});
