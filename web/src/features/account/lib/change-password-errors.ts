import { errorParts } from './account-errors';

/**
 * Turns what the change-password call threw into what the change-password form shows. Pure, so
 * it is unit tested. The server's answer names its field; the pool's own errors (Amplify's
 * `updatePassword`, which the form used before it went through the server) are read as before:
 *
 * A wrong current password is `NotAuthorizedException` in Cognito ("Incorrect username or
 * password.") but `InvalidPasswordException` ("Invalid password") in cognito-local. A new password
 * the pool's policy refuses is `InvalidPasswordException` too, in both, with a message that starts
 * "Password did not conform with policy": that one is shown as the service wrote it.
 */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
const FALLBACK = 'Please try again.';
const POLICY_PREFIX = 'Password did not conform with policy';

export interface ChangePasswordFailure {
  /** The form field the message belongs to, when it is about one. */
  field?: 'currentPassword' | 'password';
  message: string;
}

/** The `fields` of the API's error answer (`ApiError`), read by shape to keep this file pure. */
function serverFields(error: unknown): Record<string, string | undefined> | undefined {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return undefined;
  const { fields } = error as { fields?: unknown };
  return typeof fields === 'object' && fields !== null
    ? (fields as Record<string, string | undefined>)
    : undefined;
}

export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  // The server's answer (it changes the password through the pool): the field it names.
  const fields = serverFields(error);
  if (fields) {
    if (fields.currentPassword)
      return { field: 'currentPassword', message: fields.currentPassword };
    if (fields.password) return { field: 'password', message: fields.password };
  }
  const { name, message } = errorParts(error);
  if (name === 'InvalidPasswordException' && message.startsWith(POLICY_PREFIX))
    return { field: 'password', message };
  // A revoked or expired access token is NotAuthorizedException too; it says so itself.
  if (
    name === 'InvalidPasswordException' ||
    (name === 'NotAuthorizedException' && !/token/i.test(message))
  )
    return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
  // Amplify's catch-all for errors it could not read; the fallback says it better.
  if (!message || name === 'Unknown' || name === 'UnknownError' || message === 'Error')
    return { message: FALLBACK };
  return { message };
}
