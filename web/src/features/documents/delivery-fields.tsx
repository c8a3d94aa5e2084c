import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { useLibraries } from './api/get-libraries';

/**
 * The part of a contract form with the delivery fields (`deliveryShape`): what the fields below
 * read and register. A form of `useContractForm` whose values include them fits as it is.
 */
export interface DeliveryForm {
  register: (name: 'sendEmail' | 'saveToLibrary') => UseFormRegisterReturn;
  watch: (name: 'sendEmail' | 'saveToLibrary') => boolean | undefined;
  field: (name: 'emailAddress' | 'libraryId') => ContractField;
}

/**
 * How a file the product makes is delivered (a timesheet export, an invoice): "Send by email"
 * with the address, and "Save to library" with one of the owner's libraries, each asked for only
 * once its box is ticked. The rules are the contract's (`deliveryShape`), checked by the form and
 * the API alike.
 */
export function DeliveryFields({
  form,
  emailLabel = 'Send by email',
  emailHint,
}: {
  form: DeliveryForm;
  emailLabel?: string;
  emailHint?: ReactNode;
}) {
  const libraries = useLibraries();
  const libraryList = libraries.data ?? [];
  return (
    <>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-primary" {...form.register('sendEmail')} />
        {emailLabel}
      </label>
      {form.watch('sendEmail') && (
        <FormField field={form.field('emailAddress')} label="Email address" hint={emailHint}>
          {(control) => <Input {...control} type="email" autoComplete="email" required />}
        </FormField>
      )}
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          {...form.register('saveToLibrary')}
        />
        Save to library
      </label>
      {form.watch('saveToLibrary') && (
        <FormField
          field={form.field('libraryId')}
          label="Library"
          hint={
            libraries.data && libraryList.length === 0 ? (
              <>
                You have no libraries yet.{' '}
                <Link
                  className="text-primary underline underline-offset-4"
                  to="/documents/libraries"
                >
                  Create one in Documents
                </Link>{' '}
                first.
              </>
            ) : undefined
          }
        >
          {(control) => (
            <NativeSelect {...control} disabled={libraryList.length === 0} required>
              <option value="">Select a library</option>
              {libraryList.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    </>
  );
}
