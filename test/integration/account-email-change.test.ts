import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  DescribeUserPoolCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { decodeJwt } from 'jose';
import { cognitoOf, signedInCaller, signInTokens, signUpVerified } from '../support/api-session';
import { mailsTo, readLatestCode } from '../support/outbox';

// Changing the e-mail (Account Security) against the local user pool, which must behave as the
// Auth stack's (`keepOriginal: { email: true }`): the account keeps its verified address until
// the code mailed to the new one is entered, a wrong code changes nothing, and afterwards the
// new address is the one to sign in with.
const stack = inject('stack');
const cognito = cognitoOf(stack);
afterAll(() => cognito.destroy());

const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const value = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

async function errorName(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as Error).name;
  }
  return 'no error';
}

const signsIn = (email: string, password: string) =>
  cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .then(
      (answer) => !!answer.AuthenticationResult?.AccessToken,
      () => false,
    );

async function attributesOf(accessToken: string) {
  const { UserAttributes } = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  return {
    email: value(UserAttributes, 'email'),
    verified: value(UserAttributes, 'email_verified'),
  };
}

const requestChange = (accessToken: string, email: string) =>
  cognito.send(
    new UpdateUserAttributesCommand({
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );

const verify = (accessToken: string, code: string) =>
  cognito.send(
    new VerifyUserAttributeCommand({
      AccessToken: accessToken,
      AttributeName: 'email',
      Code: code,
    }),
  );

describe('changing the e-mail in the local user pool', () => {
  it("has the Auth stack's setting: a changed e-mail waits for verification", async () => {
    const { UserPool } = await cognito.send(
      new DescribeUserPoolCommand({ UserPoolId: stack.cognito.userPoolId }),
    );
    expect(
      UserPool?.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate,
    ).toEqual(['email']);
    expect(UserPool?.AutoVerifiedAttributes).toEqual(['email']);
  });

  it('keeps the old address until the mailed code is entered, refuses a wrong one, then signs in with the new one', async () => {
    const user = await signUpVerified(stack, 'change-email');
    const { accessToken } = await signInTokens(stack, user);
    const next = newAddress('changed');

    const answer = await requestChange(accessToken, next);
    expect(answer.CodeDeliveryDetailsList).toEqual([
      { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: next },
    ]);
    // The code goes to the new address, through the outbox as every sign-up code does.
    const code = await readLatestCode(stack.outboxDir, next);

    // Until then: the old, verified address, for the account and for signing in.
    expect(await attributesOf(accessToken)).toEqual({ email: user.email, verified: 'true' });
    const admin = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: user.email }),
    );
    expect(value(admin.UserAttributes, 'email')).toBe(user.email);
    expect(await signsIn(user.email, user.password)).toBe(true);
    expect(await signsIn(next, user.password)).toBe(false);

    // A wrong code: Cognito's exception, and still the old address.
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorName(verify(accessToken, wrong))).toBe('CodeMismatchException');
    expect(await attributesOf(accessToken)).toEqual({ email: user.email, verified: 'true' });

    // The right one: the new address, verified, is the e-mail and the sign-in name.
    await verify(accessToken, code);
    expect(await attributesOf(accessToken)).toEqual({ email: next, verified: 'true' });
    expect(await signsIn(next, user.password)).toBe(true);
    expect(await signsIn(user.email, user.password)).toBe(false);

    // New tokens name it (the web refreshes its session to show it), and so does the API.
    const fresh = await signInTokens(stack, { email: next, password: user.password });
    expect(decodeJwt(fresh.idToken).email).toBe(next);
    const me = await signedInCaller(stack, { email: next, password: user.password });
    expect((await me.call<{ email: string }>('GET', '/api/me')).body.email).toBe(next);
  });

  it('mails a fresh code to the waiting address on request, and only the newest one works', async () => {
    const user = await signUpVerified(stack, 'resend-email');
    const { accessToken } = await signInTokens(stack, user);
    const next = newAddress('resent');
    const toOld = (await mailsTo(stack.outboxDir, user.email)).length;
    await requestChange(accessToken, next);
    const first = await readLatestCode(stack.outboxDir, next);

    await cognito.send(
      new GetUserAttributeVerificationCodeCommand({
        AccessToken: accessToken,
        AttributeName: 'email',
      }),
    );
    await expect.poll(async () => (await mailsTo(stack.outboxDir, next)).length).toBe(2);
    const second = await readLatestCode(stack.outboxDir, next);
    // Nothing went to the old address meanwhile.
    expect(await mailsTo(stack.outboxDir, user.email)).toHaveLength(toOld);

    if (first !== second) {
      expect(await errorName(verify(accessToken, first))).toBe('CodeMismatchException');
    }
    await verify(accessToken, second);
    expect((await attributesOf(accessToken)).email).toBe(next);
  });

  it("refuses another account's address, when asked and when verified", async () => {
    const [taken, user] = await Promise.all([
      signUpVerified(stack, 'taken-email'),
      signUpVerified(stack, 'wants-email'),
    ]);
    const { accessToken } = await signInTokens(stack, user);

    // Asked for an address another account signs in with (in any case): AliasExistsException.
    expect(await errorName(requestChange(accessToken, taken.email.toUpperCase()))).toBe(
      'AliasExistsException',
    );
    expect(await attributesOf(accessToken)).toEqual({ email: user.email, verified: 'true' });

    // A free address, taken by a sign-up while the code is on its way: refused at verification.
    const next = newAddress('raced');
    await requestChange(accessToken, next);
    const code = await readLatestCode(stack.outboxDir, next);
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: next,
        Password: 'Str0ng!pass',
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    await cognito.send(
      new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: next }),
    );
    expect(await errorName(verify(accessToken, code))).toBe('AliasExistsException');
    expect(await attributesOf(accessToken)).toEqual({ email: user.email, verified: 'true' });
    expect(await signsIn(user.email, user.password)).toBe(true);
  });
});
