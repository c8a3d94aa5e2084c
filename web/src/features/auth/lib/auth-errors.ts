/**
 * Turns what Amplify/Cognito threw into the message a user sees. Pure, so it is unit tested.
 *
 * A wrong password is `NotAuthorizedException` ("Incorrect username or password.") in Cognito but
 * `InvalidPasswordException` ("Invalid password") in cognito-local, and an unknown e-mail is
 * `NotAuthorizedException` ("User not authorized") there: all of them read the same at sign-in.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

/** Messages cognito-local uses where real Cognito says "Incorrect username or password.". */
const localGenericNotAuthorized = new Set(['User not authorized', 'Invalid password']);

export interface ErrorLike {
  name?: unknown;
  message?: unknown;
}

function parts(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const e = error as ErrorLike;
    return {
      name: typeof e.name === 'string' ? e.name : '',
      message: typeof e.message === 'string' ? e.message.trim() : '',
    };
  }
  if (typeof error === 'string') return { name: '', message: error.trim() };
  return { name: '', message: '' };
}

/** The service's own message, or the fallback when there is none worth showing. */
export function serviceMessage(error: unknown, fallback: string): string {
  const { name, message } = parts(error);
  // Amplify's catch-all for errors it could not read; the fallback says it better.
  if (!message || name === 'Unknown' || name === 'UnknownError' || message === 'Error')
    return fallback;
  return message;
}

/** A failure toast of an auth call: its title, and the service's message or the fallback below. */
export const serviceFailure = (title: string, fallback: string) => (error: unknown) => ({
  title,
  description: serviceMessage(error, fallback),
});

/** Message for a failed password sign-in. */
export function signInErrorMessage(error: unknown): string {
  const { name, message } = parts(error);
  if (name === 'InvalidPasswordException' || name === 'UserNotFoundException')
    return INCORRECT_CREDENTIALS;
  if (name === 'NotAuthorizedException' && (!message || localGenericNotAuthorized.has(message))) {
    return INCORRECT_CREDENTIALS;
  }
  return serviceMessage(error, 'Failed to sign in');
}

/** Message for a failed sign-up; Cognito's own policy and "exists" messages are shown as they are. */
export function signUpErrorMessage(error: unknown): string {
  return serviceMessage(error, 'Failed to sign up');
}

/** Name of the error, for branching on Cognito exceptions. */
export function errorName(error: unknown): string {
  return parts(error).name;
}
