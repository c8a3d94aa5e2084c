import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormWatch } from 'react-hook-form';
import type * as z from 'zod';
import { useContractForm } from '@/lib/forms/use-contract-form';
import {
  browserDraftStorage,
  draftKeeper,
  readDraft,
  type DraftName,
  type DraftSchema,
} from './form-draft';

/**
 * The contract form (lib/forms/use-contract-form.ts) of an application, kept as a draft in the
 * tab (lib/form-draft.ts): it opens with the draft's values when there is one, and every change
 * is written back shortly after, so a visitor who leaves to sign in comes back to the form as
 * typed. Drafts are kept for signed-in users too (a reload costs them nothing either); the draft
 * is dropped once the form has been sent: wrap the submission's `send` in `draft.clearAfter`.
 * `keepDraft: false` (a form changing an application already sent) starts from `defaultValues`
 * alone and neither reads nor writes the draft, which stays the one of a new application.
 */
export function useDraftedForm<Input extends FieldValues, Output extends FieldValues>(
  name: DraftName,
  schema: z.ZodType<Output, Input> & DraftSchema,
  options: { defaultValues: DefaultValues<Input>; idPrefix?: string; keepDraft?: boolean },
) {
  const keep = options.keepDraft ?? true;
  // Read once, as the form is created: the draft is where the form starts, not a later change.
  const [defaultValues] = useState(() => {
    if (!keep) return options.defaultValues;
    const storage = browserDraftStorage();
    const draft = storage && readDraft(storage, name, schema, options.defaultValues, Date.now());
    return { ...options.defaultValues, ...draft } as DefaultValues<Input>;
  });
  const form = useContractForm(schema, { defaultValues, idPrefix: options.idPrefix });
  const draft = useKeepDraft(name, form.watch, keep);
  return { ...form, draft };
}

/**
 * Writes the form's changes to its draft (none while `keep` is false); the keeper outlives a
 * remount (React's strict mode).
 */
function useKeepDraft<Values extends FieldValues>(
  name: DraftName,
  watch: UseFormWatch<Values>,
  keep: boolean,
) {
  const [keeper] = useState(() => {
    if (!keep) return undefined;
    const storage = browserDraftStorage();
    return storage && draftKeeper(storage, name);
  });

  useEffect(() => {
    if (!keeper) return;
    const { unsubscribe } = watch((values) => keeper.change(values));
    // A sign-in with Google or LinkedIn unloads the page; a route change unmounts the form.
    // Either way the last keystrokes are written before they would be lost.
    window.addEventListener('pagehide', keeper.flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', keeper.flush);
      keeper.flush();
    };
  }, [keeper, watch]);

  /** Forgets the draft: the form has been sent. */
  const clear = useCallback(() => keeper?.finish(), [keeper]);

  /** `send` that forgets the draft once it succeeds (a failure keeps it, as the form does). */
  const clearAfter = useCallback(
    <Args extends unknown[], Result>(send: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        const result = await send(...args);
        clear();
        return result;
      },
    [clear],
  );

  return { clear, clearAfter };
}
