import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { useAction } from '../use-action';
import { useBusyDialog } from '../use-busy-dialog';
import { useContractForm } from './use-contract-form';

/**
 * A dialog holding one contract form (components/ui/form-dialog.tsx): the form, the action it
 * runs and whether the dialog is open. The dialog opens on `defaultValues` as they are then (an
 * edit starts from the item as it stands now), and it stays open while the action runs, so a
 * press of Escape cannot hide a save under way. `close` is for the action's success.
 */
export function useFormDialog<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useContractForm(schema, { defaultValues });
  const { act, busy } = useAction();
  const { dialog, close } = useBusyDialog(busy, { onOpen: () => form.reset(defaultValues) });
  return { form, act, busy, dialog, close };
}
