import { useId } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { toast } from '../toast';
import { maxLengthOf } from './contract-limits';
import { fieldError, firstErrorMessage } from './form-errors';

/** One field as `FormField` (components/ui/form-field.tsx) takes it. */
export interface ContractField<N extends string = string> {
  id: string;
  /** The field's inline message after a failed submit. */
  error: string | undefined;
  /** The control's props: react-hook-form's registration and the contract's `maxLength`. */
  input: UseFormRegisterReturn<N> & { maxLength?: number };
}

/**
 * A react-hook-form form checked by a shared zod contract (docs/architecture.md, "A form"): the
 * browser applies the API's own rules, messages and length limits. `submit(onValid)` hands
 * `onValid` the parsed values (trimmed, defaulted, as the API will read them); on invalid input
 * it shows the destructive "Validation Error" toast with the first rule's message (spec §5) and
 * each field's message inline. Ids are `<idPrefix>-<field>`.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: { defaultValues: DefaultValues<Input>; idPrefix?: string },
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
    // Fields are checked when the form is submitted, and their messages stay until the next try.
    reValidateMode: 'onSubmit',
  });
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? generatedId;
  const { errors } = form.formState;

  const field = <N extends Path<Input>>(name: N): ContractField<N> => {
    const maxLength = maxLengthOf(schema, name);
    return {
      id: `${idPrefix}-${name}`,
      error: fieldError(errors, name),
      input: { ...form.register(name), ...(maxLength === undefined ? {} : { maxLength }) },
    };
  };

  const submit = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, (invalid) =>
      toast.error('Validation Error', { description: firstErrorMessage(invalid) }),
    );

  return { ...form, field, submit };
}
