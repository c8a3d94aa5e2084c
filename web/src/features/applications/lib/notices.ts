import { submissionMessages } from '@contracts/applications/application';
import { photoMessages, photoProblem } from '@contracts/applications/photo';

/** A toast: its title and the line below it. */
export interface Notice {
  title: string;
  description: string;
}

/** Spec §6: a signed-out visitor's valid professional or role form is not sent. */
export const testingModeNotice: Notice = {
  title: submissionMessages.testingMode,
  description: submissionMessages.testingModeDescription,
};

/** Spec §6: the partner form asks a signed-out visitor to sign in. */
export const authRequiredNotice: Notice = {
  title: submissionMessages.authRequired,
  description: submissionMessages.authRequiredDescription,
};

/** A response that failed its shape check is a fault of ours, not a message for the user. */
const isShapeError = (error: Error) => error.name === 'ZodError' || error.name === '$ZodError';

/**
 * Spec §8: "Submission Failed" with the error's message (the server's, for a refused request), or
 * "Please try again later" when there is none worth showing.
 */
export function submissionFailure(
  error: unknown,
  fallback: string = submissionMessages.failedDescription,
): Notice {
  const message =
    error instanceof Error && error.message.trim() && !isShapeError(error)
      ? error.message.trim()
      : fallback;
  return { title: submissionMessages.failed, description: message };
}

/**
 * Why a chosen photo cannot be kept, as its toast (spec §5, §8: over 5 MB is "File too large" /
 * "Photo must be less than 5MB"); undefined for a photo that may be uploaded.
 */
export function photoNotice(file: { type: string; size: number }): Notice | undefined {
  const problem = photoProblem(file);
  if (!problem) return undefined;
  if (problem === photoMessages.tooLarge)
    return { title: photoMessages.tooLargeTitle, description: problem };
  if (problem === photoMessages.type) return { title: 'Invalid file type', description: problem };
  return { title: 'Invalid file', description: problem };
}

/**
 * The note a signed-out visitor sees on each application form: sending needs an account, and
 * what they type is kept while they sign in (lib/form-draft.ts). A chosen photo is a file, which
 * cannot be kept, so the professional form adds `photoNotKept` while one is chosen.
 */
export const signInToSubmitNotice = {
  title: 'Submitting needs an account',
  description:
    'Sign in or create an account to send this form. What you type here is kept in this browser tab, so it will be waiting for you when you come back.',
  photoNotKept: 'Your photo is not kept: please choose it again after signing in.',
  action: 'Sign in',
} as const;
