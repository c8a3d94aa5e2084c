import { randomUUID } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { ZSignUp } from '@contracts/auth/sign-up';
import { passwordProblems } from '@contracts/auth/password-policy';
import { cognitoOf } from '../support/api-session';

const stack = inject('stack');

/** Whether the local user pool lets someone sign up with `password`, and why not. */
async function poolAccepts(password: string): Promise<{ ok: boolean; error?: string }> {
  const email = `policy-${randomUUID().slice(0, 8)}@example.com`;
  const cognito = cognitoOf(stack);
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).name };
  } finally {
    cognito.destroy();
  }
}

describe('the password policy', () => {
  it('is the same in the sign-up form and in the user pool', async () => {
    const passwords = [
      'Str0ng!pass',
      'Admin-vCISO-1',
      'with space 1A',
      'short1!',
      'alllowercase1!',
      'ALLUPPERCASE1!',
      'NoDigitsHere!',
      'NoSymbols123',
      ' Leading1!',
      'Trailing1! ',
    ];
    for (const password of passwords) {
      const form = ZSignUp.safeParse({
        email: 'a@example.com',
        password,
        confirmPassword: password,
      });
      const pool = await poolAccepts(password);
      expect(pool.ok, `${JSON.stringify(password)}: ${pool.error ?? 'accepted'}`).toBe(
        form.success,
      );
      expect(form.success).toBe(passwordProblems(password).length === 0);
      if (!pool.ok) expect(pool.error).toBe('InvalidPasswordException');
    }
  });
});
