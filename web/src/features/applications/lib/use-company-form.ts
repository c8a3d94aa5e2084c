import { useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { Notice } from '@/lib/run-action';
import { submissionOf, type EditMode } from './edit-mode';
import type { DraftName, DraftSchema } from './form-draft';
import { useDraftedForm } from './use-form-draft';
import { useSubmission } from './use-submission';

/**
 * A company's form (the partner application, the role request): kept as a draft while new and
 * dropped once sent; with `edit`, started from what was sent, with no draft, saved through
 * `edit`. `send` posts a new one; `success` and `failure` are its toasts.
 */
export function useCompanyForm<Input extends FieldValues, Output extends FieldValues, Body>({
  draft,
  schema,
  empty,
  edit,
  send,
  success,
  failure,
}: {
  draft: DraftName;
  schema: z.ZodType<Output, Input> & DraftSchema;
  empty: DefaultValues<Input>;
  edit: EditMode<Input, Body> | undefined;
  send: (body: Body, idempotencyKey: string) => Promise<unknown>;
  success: Notice;
  failure: (error: unknown) => Notice;
}) {
  const id = useId();
  const form = useDraftedForm<Input, Output>(draft, schema, {
    // Whole values are default values (their deep partial); TypeScript cannot see it generically.
    defaultValues: edit ? (edit.values as DefaultValues<Input>) : empty,
    idPrefix: id,
    keepDraft: !edit,
  });
  const { submit, busy } = useSubmission(
    submissionOf(edit, { send: form.draft.clearAfter(send), success, failure }),
  );
  return { id, form, submit, busy };
}
