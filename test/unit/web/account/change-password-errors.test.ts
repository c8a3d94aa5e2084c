import { describe, expect, it } from 'vitest';
import {
  changePasswordFailure,
  WRONG_CURRENT_PASSWORD,
} from '../../../../web/src/features/account/lib/change-password-errors';

const err = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('changePasswordFailure', () => {
  it('reads a wrong current password from Cognito (NotAuthorizedException)', () => {
    expect(
      changePasswordFailure(err('NotAuthorizedException', 'Incorrect username or password.')),
    ).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
  });

  it('reads a wrong current password from cognito-local (InvalidPasswordException)', () => {
    expect(changePasswordFailure(err('InvalidPasswordException', 'Invalid password'))).toEqual({
      field: 'currentPassword',
      message: 'The current password is not correct',
    });
  });

  it('shows a policy refusal as the service wrote it, on the new password', () => {
    const message = 'Password did not conform with policy: Password must have symbol characters';
    expect(changePasswordFailure(err('InvalidPasswordException', message))).toEqual({
      field: 'password',
      message,
    });
  });

  it('does not blame the password for a revoked or expired token', () => {
    expect(
      changePasswordFailure(err('NotAuthorizedException', 'Access Token has been revoked')),
    ).toEqual({ message: 'Access Token has been revoked' });
  });

  it("shows other services' messages, and a fallback when there is none", () => {
    expect(
      changePasswordFailure(err('LimitExceededException', 'Attempt limit exceeded, please retry')),
    ).toEqual({ message: 'Attempt limit exceeded, please retry' });
    expect(changePasswordFailure(err('UnknownError', 'Error'))).toEqual({
      message: 'Please try again.',
    });
    expect(changePasswordFailure(undefined)).toEqual({ message: 'Please try again.' });
    expect(changePasswordFailure('Network error')).toEqual({ message: 'Network error' });
  });
});

describe("the server's answer to a password change", () => {
  it('puts its message on the field it names', () => {
    const answer = (fields: Record<string, string>) =>
      Object.assign(new Error('Bad request'), { status: 400, code: 'bad_request', fields });
    expect(
      changePasswordFailure(answer({ currentPassword: 'The current password is not correct' })),
    ).toEqual({ field: 'currentPassword', message: 'The current password is not correct' });
    expect(
      changePasswordFailure(answer({ password: 'Password did not conform with policy: x' })),
    ).toEqual({ field: 'password', message: 'Password did not conform with policy: x' });
  });
});
