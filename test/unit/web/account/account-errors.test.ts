import { describe, expect, it } from 'vitest';
import {
  changeEmailMessages,
  removeTotpMessages,
  ZChangeEmail,
  ZConfirmEmailChange,
  ZRemoveTotp,
} from '@contracts/auth/change-email';
import { authMessages } from '@contracts/auth/fields';
import {
  changeEmailFailure,
  confirmEmailFailure,
  ReauthError,
  removeTotpFailure,
} from '../../../../web/src/features/account/lib/account-errors';

const err = (name: string, message: string) => Object.assign(new Error(message), { name });
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the change-email contract', () => {
  it('takes a new address, trimmed, and refuses the current one in any case', () => {
    expect(
      ZChangeEmail.parse({ currentEmail: 'ada@example.com', email: ' new@example.com ' }),
    ).toEqual({ currentEmail: 'ada@example.com', email: 'new@example.com' });
    const same = ZChangeEmail.safeParse({
      currentEmail: 'ada@example.com',
      email: 'ADA@example.com',
    });
    expect(messagesOf(same)).toEqual([changeEmailMessages.sameAsCurrent]);
    expect(same.error?.issues[0]?.path).toEqual(['email']);
  });

  it('says an address is invalid in the spec words', () => {
    const bad = ZChangeEmail.safeParse({ currentEmail: 'ada@example.com', email: 'not-an-email' });
    expect(messagesOf(bad)).toEqual([authMessages.invalidEmail]);
  });

  it('wants a 6-digit code to confirm', () => {
    expect(ZConfirmEmailChange.safeParse({ code: '123456' }).success).toBe(true);
    expect(messagesOf(ZConfirmEmailChange.safeParse({ code: '12345' }))).toEqual([
      authMessages.codeLength,
    ]);
  });

  it('removing the app wants the password and a 6-digit code', () => {
    expect(ZRemoveTotp.safeParse({ password: 'Str0ng!pass', code: '123456' }).success).toBe(true);
    expect(messagesOf(ZRemoveTotp.safeParse({ password: '', code: '12a456' }))).toEqual([
      removeTotpMessages.passwordRequired,
      authMessages.codeLength,
    ]);
  });
});

describe('changeEmailFailure', () => {
  it('reads an address another account has as taken, on the field', () => {
    expect(
      changeEmailFailure(
        err('AliasExistsException', 'An account with the given email already exists.'),
      ),
    ).toEqual({ field: 'email', message: changeEmailMessages.emailTaken });
  });

  it("shows Cognito's own words for an address it refuses", () => {
    const message = 'Invalid email address format.';
    expect(changeEmailFailure(err('InvalidParameterException', message))).toEqual({
      field: 'email',
      message,
    });
  });

  it('falls back when Amplify could not read the error', () => {
    expect(changeEmailFailure(err('Unknown', 'Error'))).toEqual({ message: 'Please try again.' });
    expect(changeEmailFailure(undefined)).toEqual({ message: 'Please try again.' });
  });
});

describe('confirmEmailFailure', () => {
  it('says a wrong or old code on the code field', () => {
    expect(
      confirmEmailFailure(err('CodeMismatchException', 'Incorrect confirmation code')),
    ).toEqual({ field: 'code', message: changeEmailMessages.wrongCode });
    expect(confirmEmailFailure(err('ExpiredCodeException', 'Invalid code provided'))).toEqual({
      field: 'code',
      message: changeEmailMessages.expiredCode,
    });
  });

  it('says the address was taken meanwhile', () => {
    expect(confirmEmailFailure(err('AliasExistsException', 'exists'))).toEqual({
      message: changeEmailMessages.emailTaken,
    });
  });

  it("passes the service's message on otherwise", () => {
    expect(confirmEmailFailure(err('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      message: 'Attempt limit exceeded',
    });
  });
});

describe('removeTotpFailure', () => {
  const at = (step: 'password' | 'code' | 'flow', name: string, message: string) =>
    new ReauthError(step, err(name, message));

  it('reads a wrong password from Cognito and from cognito-local, on the password', () => {
    for (const cause of [
      at('password', 'NotAuthorizedException', 'Incorrect username or password.'),
      at('password', 'InvalidPasswordException', 'Invalid password'),
    ]) {
      expect(removeTotpFailure(cause)).toEqual({
        field: 'password',
        message: removeTotpMessages.wrongPassword,
      });
    }
  });

  it('says too many attempts as Cognito does, on no field', () => {
    expect(
      removeTotpFailure(at('password', 'NotAuthorizedException', 'Password attempts exceeded')),
    ).toEqual({ message: 'Password attempts exceeded' });
  });

  it('reads a wrong code on the code field', () => {
    expect(
      removeTotpFailure(at('code', 'CodeMismatchException', 'Invalid code received for user')),
    ).toEqual({ field: 'code', message: removeTotpMessages.wrongCode });
  });

  it('does not take an expired sign-in session for a wrong password', () => {
    expect(
      removeTotpFailure(
        at('code', 'NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      ),
    ).toEqual({ message: 'Invalid session for the user, session is expired.' });
  });

  it('says when signing in asked for no code', () => {
    expect(
      removeTotpFailure(new ReauthError('flow', undefined, removeTotpMessages.noCodeAsked)),
    ).toEqual({ message: removeTotpMessages.noCodeAsked });
  });

  it('keeps the name and message of what Cognito threw', () => {
    const e = at('code', 'CodeMismatchException', 'Invalid code received for user');
    expect(e.name).toBe('CodeMismatchException');
    expect(e.message).toBe('Invalid code received for user');
    expect(e.step).toBe('code');
  });
});
