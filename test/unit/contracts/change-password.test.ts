import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZChangePassword } from '@contracts/auth/change-password';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

const valid = { currentPassword: 'Old!pass1', password: 'N3w!passw', confirmPassword: 'N3w!passw' };

describe('change password', () => {
  it('accepts a current password and a different, confirmed new one', () => {
    expect(ZChangePassword.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it('keeps the current password as typed (no trimming)', () => {
    const r = ZChangePassword.safeParse({ ...valid, currentPassword: ' old pass ' });
    expect(r.success && r.data.currentPassword).toBe(' old pass ');
  });

  it('asks for the current password', () => {
    expect(messages(ZChangePassword, { ...valid, currentPassword: '' })).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password' },
    ]);
    expect(messages(ZChangePassword, { ...valid, currentPassword: undefined })).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password' },
    ]);
  });

  it('checks the new password by the sign-up rules', () => {
    expect(
      messages(ZChangePassword, { ...valid, password: 'short', confirmPassword: 'short' }),
    ).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    expect(
      messages(ZChangePassword, { ...valid, password: 'n3w!passw', confirmPassword: 'n3w!passw' }),
    ).toEqual([{ path: 'password', message: 'Password must contain an upper-case letter' }]);
  });

  it('needs the confirmation to match', () => {
    expect(messages(ZChangePassword, { ...valid, confirmPassword: 'N3w!passX' })).toEqual([
      { path: 'confirmPassword', message: "Passwords don't match" },
    ]);
  });

  it('refuses the current password as the new one', () => {
    expect(
      messages(ZChangePassword, {
        currentPassword: 'Str0ng!pass',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
      }),
    ).toEqual([
      { path: 'password', message: 'The new password must be different from the current one' },
    ]);
  });

  it('reports every field at once', () => {
    expect(
      messages(ZChangePassword, { currentPassword: '', password: '', confirmPassword: 'x' }),
    ).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'confirmPassword', message: "Passwords don't match" },
    ]);
  });
});
