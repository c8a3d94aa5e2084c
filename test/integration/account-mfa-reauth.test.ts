import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cognitoOf, createUser, enrolTotp, signInTokens, totpCode } from '../support/api-session';

// Removing the authenticator app asks Cognito to check the password and a current code first:
// the web signs in once more (password, then the SOFTWARE_TOKEN_MFA step) in a separate context,
// revokes that check's refresh token, and only then turns TOTP off (docs/decisions.md). These
// are the calls it makes, against the local user pool, which must answer them as Cognito does.
const stack = inject('stack');
const cognito = cognitoOf(stack);
afterAll(() => cognito.destroy());

async function errorName(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as Error).name;
  }
  return 'no error';
}

const passwordStep = (email: string, password: string) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

const codeStep = (email: string, session: string | undefined, code: string) =>
  cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.cognito.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

async function totpOn(email: string): Promise<boolean> {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** A code the app does not show now (nor in the windows either side of now). */
function wrongCode(secret: string): string {
  const now = totpCode(secret);
  return String((Number(now) + 500_000) % 1_000_000).padStart(6, '0');
}

describe('the check before removing the authenticator app', () => {
  it('refuses a wrong password before any code is asked', async () => {
    const user = await createUser(stack, 'reauth-password');
    await enrolTotp(stack, user);
    const name = await errorName(passwordStep(user.email, 'Wr0ng!pass'));
    // Cognito says NotAuthorizedException, cognito-local InvalidPasswordException: the form
    // reads both as a wrong password.
    expect(['NotAuthorizedException', 'InvalidPasswordException']).toContain(name);
    expect(await totpOn(user.email)).toBe(true);
  });

  it('refuses a wrong code, accepts a current one, and leaves no second session behind', async () => {
    const user = await createUser(stack, 'reauth-code');
    const secret = await enrolTotp(stack, user);
    const { accessToken } = await signInTokens(stack, { ...user, totpSecret: secret });

    // The password is right: Cognito asks for the app's code.
    const first = await passwordStep(user.email, user.password);
    expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.AuthenticationResult).toBeUndefined();

    // A wrong code: refused, and the app stays on.
    expect(await errorName(codeStep(user.email, first.Session, wrongCode(secret)))).toBe(
      'CodeMismatchException',
    );
    expect(await totpOn(user.email)).toBe(true);

    // A current code, in a fresh attempt: the check passes.
    const again = await passwordStep(user.email, user.password);
    const passed = await codeStep(user.email, again.Session, totpCode(secret));
    const refreshToken = passed.AuthenticationResult?.RefreshToken;
    expect(passed.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();

    // The check's session is revoked at once: its refresh token gets nothing any more.
    await cognito.send(
      new RevokeTokenCommand({ ClientId: stack.cognito.clientId, Token: refreshToken }),
    );
    expect(
      await errorName(
        cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: stack.cognito.clientId,
            AuthParameters: { REFRESH_TOKEN: refreshToken! },
          }),
        ),
      ),
    ).toBe('NotAuthorizedException');

    // Then the page's own session turns TOTP off, and sign-in no longer asks for a code.
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    expect(await totpOn(user.email)).toBe(false);
    const after = await passwordStep(user.email, user.password);
    expect(after.ChallengeName).toBeUndefined();
    expect(after.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('asks no code of an account without an authenticator app', async () => {
    const user = await createUser(stack, 'reauth-none');
    const answer = await passwordStep(user.email, user.password);
    // The web then says there is nothing to remove, and removes nothing.
    expect(answer.ChallengeName).toBeUndefined();
    expect(answer.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
