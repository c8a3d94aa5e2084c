import type { FieldValues } from 'react-hook-form';
import { myApplicationMessages } from '@contracts/applications/my-applications';
import type { Notice } from '@/lib/run-action';
import { submissionFailure } from './notices';

/**
 * An application form changing an application already sent (the applicant's own edit page,
 * features/my-applications) rather than sending a new one. The page says how the changes are
 * saved and where to go next, so this feature knows nothing of that screen.
 */
export interface EditMode<Values extends FieldValues, Sent> {
  /** What was sent, as the form holds it (lib/edit-values.ts): where the form starts. */
  values: Values;
  /** Saves the changed submission (`PUT /api/my/applications/{id}`). */
  save: (submission: Sent) => Promise<unknown>;
  /** Where the applicant goes once the changes are saved. */
  savedTo: string;
  /** The SWR keys the save changes, reloaded before the toast. */
  revalidate: readonly string[];
}

export const editTexts = {
  submit: 'Save changes',
  saving: 'Saving changes...',
  photoKept: 'Current photo kept unless you choose a new one.',
} as const;

/** "Failed to update the application" with the server's message (e.g. screening has started). */
export const saveFailure = (error: unknown): Notice => ({
  title: myApplicationMessages.saveFailed,
  description: submissionFailure(error).description,
});

interface SubmissionOptions<Body> {
  send: (body: Body, idempotencyKey: string) => Promise<unknown>;
  success: Notice;
  failure: (error: unknown) => Notice;
  done?: string;
  revalidate?: readonly string[];
}

/**
 * What `useSubmission` runs for a form: `create`, sending a new application, or in edit mode the
 * save, its own toasts, the keys it changes and the way back to the application.
 */
export function submissionOf<Body>(
  edit: EditMode<FieldValues, Body> | undefined,
  create: SubmissionOptions<Body>,
): SubmissionOptions<Body> {
  if (!edit) return create;
  return {
    send: (body) => edit.save(body),
    success: myApplicationMessages.saved,
    failure: saveFailure,
    done: edit.savedTo,
    revalidate: edit.revalidate,
  };
}
