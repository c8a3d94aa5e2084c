import { describe, expect, it } from 'vitest';
import {
  INCORRECT_CREDENTIALS,
  serviceFailure,
  serviceMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from '../../../../web/src/features/auth/lib/auth-errors';

const err = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('signInErrorMessage', () => {
  it('reads a wrong password the same in Cognito and cognito-local', () => {
    expect(
      signInErrorMessage(err('NotAuthorizedException', 'Incorrect username or password.')),
    ).toBe(INCORRECT_CREDENTIALS);
    expect(signInErrorMessage(err('InvalidPasswordException', 'Invalid password'))).toBe(
      INCORRECT_CREDENTIALS,
    );
    expect(INCORRECT_CREDENTIALS).toBe('Incorrect username or password.');
  });

  it("does not reveal whether the account exists (cognito-local's unknown user)", () => {
    expect(signInErrorMessage(err('NotAuthorizedException', 'User not authorized'))).toBe(
      INCORRECT_CREDENTIALS,
    );
    expect(signInErrorMessage(err('UserNotFoundException', 'User does not exist.'))).toBe(
      INCORRECT_CREDENTIALS,
    );
  });

  it("keeps the service's other messages as they are", () => {
    expect(signInErrorMessage(err('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'Password attempts exceeded',
    );
    expect(
      signInErrorMessage(
        err('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      ),
    ).toBe('Attempt limit exceeded, please try after some time.');
  });

  it('falls back to "Failed to sign in"', () => {
    expect(signInErrorMessage(undefined)).toBe('Failed to sign in');
    expect(signInErrorMessage(err('Unknown', 'An unknown error has occurred.'))).toBe(
      'Failed to sign in',
    );
    expect(signInErrorMessage({})).toBe('Failed to sign in');
  });
});

describe('signUpErrorMessage', () => {
  it("shows Cognito's own message", () => {
    expect(signUpErrorMessage(err('UsernameExistsException', 'User already exists'))).toBe(
      'User already exists',
    );
    expect(
      signUpErrorMessage(
        err(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        ),
      ),
    ).toBe('Password did not conform with policy: Password not long enough');
  });

  it('falls back to "Failed to sign up"', () => {
    expect(signUpErrorMessage(null)).toBe('Failed to sign up');
    expect(signUpErrorMessage(new Error(''))).toBe('Failed to sign up');
  });
});

describe('serviceMessage', () => {
  it('accepts a plain string', () => {
    expect(serviceMessage('  boom ', 'x')).toBe('boom');
  });
});

describe('serviceFailure', () => {
  it("titles the toast and describes it with the service's message or the fallback", () => {
    const toast = serviceFailure('Failed to reset password', 'Please try again.');
    expect(toast(err('CodeMismatchException', 'Invalid verification code provided.'))).toEqual({
      title: 'Failed to reset password',
      description: 'Invalid verification code provided.',
    });
    expect(toast(err('UnknownError', 'Error'))).toEqual({
      title: 'Failed to reset password',
      description: 'Please try again.',
    });
  });
});
