import { describe, expect, it } from 'vitest';
import { ZSignUp } from '@contracts/auth/sign-up';
import { validateForm } from '../../../../web/src/features/auth/lib/form-validation';

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    expect(
      validateForm(ZSignUp, {
        email: ' a@b.co ',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    });
  });

  it('gives the first rule message for the toast and one message per field', () => {
    expect(
      validateForm(ZSignUp, { email: 'nope', password: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      ok: false,
      firstMessage: 'Invalid email address',
      fieldErrors: {
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
      },
    });
  });
});
