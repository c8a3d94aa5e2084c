import {
  AdminGetUserCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cognitoOf, signInTokens, signUpVerified, type PoolUser } from '../support/api-session';
import { accountTraces } from '../support/account-traces';
import { mailsTo, readLatestCode, waitForMail } from '../support/outbox';

/**
 * Issue 35: a password reset through "Forgot password?" mails the account's security notice, as a
 * password changed in Account Security does. The pool's post confirmation trigger writes it to
 * the outbox; locally cognito-local calls that trigger through the launcher's Lambda Invoke, as
 * Cognito calls it in AWS.
 */

const stack = inject('stack');
const cognito = cognitoOf(stack);
const traces = accountTraces(stack);
const lambda = new LambdaClient({
  endpoint: stack.env.LAMBDA_ENDPOINT,
  region: stack.region,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  maxAttempts: 1,
});

afterAll(() => {
  cognito.destroy();
  lambda.destroy();
});

const RESET = /^Your vCISO Hub password was reset$/;
const NEW_PASSWORD = 'N3w!passw0rd';

/** The account's sub and username, as the pool holds them. */
async function accountOf(email: string) {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
  );
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub || !user.Username) throw new Error(`no sub for ${email}`);
  return { sub, username: user.Username };
}

/** "Forgot password?" as the web calls the pool: the mailed code, then the new password. */
async function resetPassword(user: PoolUser): Promise<void> {
  const codes = (await mailsTo(stack.outboxDir, user.email)).length;
  await cognito.send(
    new ForgotPasswordCommand({ ClientId: stack.cognito.clientId, Username: user.email }),
  );
  // A new code mail, not the sign-up's.
  await expect
    .poll(async () => (await mailsTo(stack.outboxDir, user.email)).length)
    .toBe(codes + 1);
  await cognito.send(
    new ConfirmForgotPasswordCommand({
      ClientId: stack.cognito.clientId,
      Username: user.email,
      ConfirmationCode: await readLatestCode(stack.outboxDir, user.email),
      Password: NEW_PASSWORD,
    }),
  );
  user.password = NEW_PASSWORD;
}

/** The security notices of the account written to the table's outbox, by their change. */
const noticesOf = async (sub: string) =>
  (await traces.itemsHolding(sub))
    .filter((item) => String(item.PK).startsWith('OUTBOX#AccountSecurityChanged#'))
    .map((item) => (JSON.parse(String(item.detail)) as { change: string }).change);

describe('a password reset through "Forgot password?"', () => {
  it('mails the account once, even when Cognito calls the trigger again', async () => {
    const user = await signUpVerified(stack, 'forgot');
    await resetPassword(user);

    const mail = await waitForMail(stack.outboxDir, user.email, RESET, { timeoutMs: 30_000 });
    expect(mail.text).toContain('was reset with "Forgot password?"');
    expect(mail.text).toContain("If this wasn't you");
    expect(mail.text).toContain('/account/security');
    expect(mail.text).not.toContain(NEW_PASSWORD);
    // The reset itself went through: the new password signs in.
    await signInTokens(stack, user);

    // Cognito calls a trigger again when a call fails or times out: the same event once more,
    // through the same Lambda Invoke the local pool used, writes no second notice.
    const { sub, username } = await accountOf(user.email);
    const again = await lambda.send(
      new InvokeCommand({
        FunctionName: 'triggers/post-confirmation',
        Payload: new TextEncoder().encode(
          JSON.stringify({
            version: '1',
            region: 'local',
            userPoolId: stack.cognito.userPoolId,
            userName: username,
            triggerSource: 'PostConfirmation_ConfirmForgotPassword',
            callerContext: { awsSdkVersion: 'test', clientId: stack.cognito.clientId },
            request: { userAttributes: { sub, email: user.email } },
            response: {},
          }),
        ),
      }),
    );
    expect(again.FunctionError).toBeUndefined();
    expect(await noticesOf(sub)).toEqual(['password-reset']);
    const resets = (await mailsTo(stack.outboxDir, user.email)).filter((m) =>
      RESET.test(m.subject),
    );
    expect(resets).toHaveLength(1);
  });
});

describe('a sign-up confirmed with its mailed code', () => {
  it('runs the same trigger, which writes no notice and no mail; the account signs in', async () => {
    const user = await signUpVerified(stack, 'fresh');
    await signInTokens(stack, user);
    const { sub } = await accountOf(user.email);
    expect(await noticesOf(sub)).toEqual([]);
    expect(
      (await traces.itemsHolding(sub)).filter((i) => String(i.PK).startsWith('PWRESET#')),
    ).toEqual([]);
    expect((await mailsTo(stack.outboxDir, user.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(RESET),
    );
  });
});
