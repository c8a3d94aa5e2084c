import { changeEmailMessages, removeTotpMessages } from '@contracts/auth/change-email';

/**
 * Turns what Amplify threw while changing the e-mail or removing the authenticator app into what
 * the form shows: a message, and the field it is about when there is one. Pure, so it is unit
 * tested.
 *
 * Cognito's names: an address another user signs in with is `AliasExistsException`, a wrong
 * code `CodeMismatchException`, an old one `ExpiredCodeException`. A wrong password is
 * `NotAuthorizedException` ("Incorrect username or password.") in Cognito and
 * `InvalidPasswordException` in cognito-local; too many wrong ones is `NotAuthorizedException`
 * too ("Password attempts exceeded"), and says so itself.
 */
const FALLBACK = 'Please try again.';

export interface FormFailure<F extends string> {
  field?: F;
  message: string;
}

export function errorParts(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : '',
      message: typeof message === 'string' ? message.trim() : '',
    };
  }
  if (typeof error === 'string') return { name: '', message: error.trim() };
  return { name: '', message: '' };
}

/** The service's own message, unless Amplify had nothing readable to say. */
function serviceMessage(name: string, message: string): string {
  if (!message || name === 'Unknown' || name === 'UnknownError' || message === 'Error')
    return FALLBACK;
  return message;
}

/** Step 1 of changing the e-mail (`updateUserAttribute`). */
export function changeEmailFailure(error: unknown): FormFailure<'email'> {
  const { name, message } = errorParts(error);
  if (name === 'AliasExistsException' || name === 'UsernameExistsException')
    return { field: 'email', message: changeEmailMessages.emailTaken };
  if (name === 'InvalidParameterException' && /email/i.test(message))
    return { field: 'email', message };
  return { message: serviceMessage(name, message) };
}

/** Step 2 (`confirmUserAttribute`, `sendUserAttributeVerificationCode`). */
export function confirmEmailFailure(error: unknown): FormFailure<'code'> {
  const { name, message } = errorParts(error);
  if (name === 'CodeMismatchException')
    return { field: 'code', message: changeEmailMessages.wrongCode };
  if (name === 'ExpiredCodeException')
    return { field: 'code', message: changeEmailMessages.expiredCode };
  // Someone signed up with the address while the code was on its way.
  if (name === 'AliasExistsException') return { message: changeEmailMessages.emailTaken };
  return { message: serviceMessage(name, message) };
}

/** Which step of the check before removing the authenticator app failed. */
export type ReauthStep = 'password' | 'code' | 'flow';

/** An error of the password-and-code check, tagged with its step (see `api/reauthenticate.ts`). */
export class ReauthError extends Error {
  constructor(
    readonly step: ReauthStep,
    cause: unknown,
    message?: string,
  ) {
    const parts = errorParts(cause);
    super(message ?? parts.message, { cause });
    this.name = parts.name || 'ReauthError';
  }
}

export function removeTotpFailure(error: unknown): FormFailure<'password' | 'code'> {
  const step = error instanceof ReauthError ? error.step : undefined;
  const { name, message } = errorParts(error);
  if (step === 'flow') return { message: message || removeTotpMessages.noCodeAsked };
  if (step === 'password') {
    if (name === 'InvalidPasswordException' || name === 'UserNotFoundException')
      return { field: 'password', message: removeTotpMessages.wrongPassword };
    if (name === 'NotAuthorizedException' && !/attempts exceeded|token|session/i.test(message))
      return { field: 'password', message: removeTotpMessages.wrongPassword };
  }
  if (step === 'code' && (name === 'CodeMismatchException' || name === 'ExpiredCodeException'))
    return { field: 'code', message: removeTotpMessages.wrongCode };
  return { message: serviceMessage(name, message) };
}
