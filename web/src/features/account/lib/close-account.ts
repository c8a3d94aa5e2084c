import { closeAccountMessages, REAUTHENTICATE } from '@contracts/account/close-account';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { authNavigate } from '@/features/auth/navigation';
import { forgetReturnPath, rememberReturn } from '@/features/auth/return-to';
import { signOutUser } from '@/features/auth/session';

/** Where the closure is asked for, and where a fresh sign-in comes back to. */
export const YOUR_DATA_PATH = '/account/data';

/** What a refused closure means for the dialog. */
export type CloseAccountFailure =
  /** The last sign-in is too old: the dialog offers to sign in again. */
  | { kind: 'reauthenticate'; message: string }
  /** The typed address is not the account's: shown on the field. */
  | { kind: 'field'; field: 'email'; message: string }
  | { kind: 'other'; message: string };

/** Whether the server refused an action for want of a recent sign-in (closure, data archive). */
export const needsFreshSignIn = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === REAUTHENTICATE;

export function closeAccountFailure(error: unknown): CloseAccountFailure {
  if (error instanceof ApiError) {
    if (needsFreshSignIn(error))
      return { kind: 'reauthenticate', message: closeAccountMessages.reauthenticate };
    const fieldMessage = error.fields?.email;
    if (error.status === 400 && (fieldMessage || error.message === closeAccountMessages.mismatch))
      return {
        kind: 'field',
        field: 'email',
        message: fieldMessage ?? closeAccountMessages.mismatch,
      };
  }
  return { kind: 'other', message: errorMessage(error) };
}

/**
 * "Sign in again": signs out as the header does, then remembers this page, so the next sign-in
 * lands back on it. The remembering comes after the sign-out, which forgets any return path.
 */
export async function signInAgain(): Promise<void> {
  await signOutUser();
  rememberReturn(YOUR_DATA_PATH);
  authNavigate('/auth');
}

/**
 * After a closure was accepted: the server has already revoked the sessions; the tokens here are
 * dropped as on any sign-out, and the visitor goes home, with no path to come back to.
 */
export async function leaveClosedAccount(): Promise<void> {
  await signOutUser();
  forgetReturnPath();
  authNavigate('/', { replace: true });
}
