import { describe, expect, it } from 'vitest';
import { ZSignIn } from '@contracts/auth/sign-in';
import { ZSignUp } from '@contracts/auth/sign-up';
import { ZConfirmSignUp } from '@contracts/auth/confirm-sign-up';
import { ZForgotPassword, ZResetPassword } from '@contracts/auth/reset-password';
import { ZTotpCode } from '@contracts/auth/totp-code';
import type { z } from 'zod';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};
const first = (schema: z.ZodType, value: unknown) => messages(schema, value)[0]?.message;

describe('sign in (spec §5)', () => {
  it('accepts a valid e-mail and a 6-character password, trimming the e-mail', () => {
    const r = ZSignIn.safeParse({ email: '  ada@example.com ', password: '123456' });
    expect(r.success && r.data).toEqual({ email: 'ada@example.com', password: '123456' });
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com'])(
    'rejects the e-mail %j with "Invalid email address"',
    (email) => {
      expect(messages(ZSignIn, { email, password: 'secret1' })).toEqual([
        { path: 'email', message: 'Invalid email address' },
      ]);
    },
  );

  it('needs at least 6 characters of password', () => {
    expect(first(ZSignIn, { email: 'ada@example.com', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(first(ZSignIn, { email: 'ada@example.com', password: '' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(ZSignIn.safeParse({ email: 'ada@example.com', password: '123456' }).success).toBe(true);
  });

  it('reports the e-mail rule first when both fields are wrong', () => {
    expect(messages(ZSignIn, { email: 'x', password: '1' })).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('gives the rule messages for missing fields too', () => {
    expect(messages(ZSignIn, {})).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });
});

describe('sign up (spec §5)', () => {
  const ok = { email: 'ada@example.com', password: 'Passw0r!', confirmPassword: 'Passw0r!' };

  it('accepts a valid e-mail, an 8-character password and the same confirmation', () => {
    expect(ZSignUp.safeParse(ok).success).toBe(true);
  });

  it('rejects an invalid e-mail', () => {
    expect(first(ZSignUp, { ...ok, email: 'not-an-email' })).toBe('Invalid email address');
  });

  it('needs at least 8 characters of password (7 is not enough)', () => {
    expect(messages(ZSignUp, { ...ok, password: 'Pa55w0!', confirmPassword: 'Pa55w0!' })).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('says "Passwords don\'t match" on confirmPassword', () => {
    expect(messages(ZSignUp, { ...ok, confirmPassword: 'Passw0rd?' })).toEqual([
      { path: 'confirmPassword', message: "Passwords don't match" },
    ]);
  });

  it('lists every field message in form order, e-mail first', () => {
    expect(messages(ZSignUp, { email: '', password: 'short', confirmPassword: 'other' })).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'confirmPassword', message: "Passwords don't match" },
    ]);
  });
});

describe('codes and password reset', () => {
  it('takes exactly six digits as a confirmation code', () => {
    expect(ZConfirmSignUp.safeParse({ email: 'ada@example.com', code: '123456' }).success).toBe(
      true,
    );
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(first(ZConfirmSignUp, { email: 'ada@example.com', code })).toBe(
        'Enter the 6-digit code',
      );
    }
    expect(ZTotpCode.safeParse({ code: '000000' }).success).toBe(true);
    expect(first(ZTotpCode, { code: '00000' })).toBe('Enter the 6-digit code');
  });

  it('checks the forgot-password e-mail and the new password like sign-up', () => {
    expect(first(ZForgotPassword, { email: 'x' })).toBe('Invalid email address');
    expect(
      ZResetPassword.safeParse({
        code: '123456',
        password: 'NewPass12!',
        confirmPassword: 'NewPass12!',
      }).success,
    ).toBe(true);
    expect(
      first(ZResetPassword, { code: '123456', password: 'short', confirmPassword: 'short' }),
    ).toBe('Password must be at least 8 characters');
    expect(
      messages(ZResetPassword, {
        code: '123456',
        password: 'NewPass12!',
        confirmPassword: 'NewPass13!',
      }),
    ).toEqual([{ path: 'confirmPassword', message: "Passwords don't match" }]);
  });
});
