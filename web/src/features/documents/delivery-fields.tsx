import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { useLibraries } from './api/get-libraries';

/** A choice of the form: its checkbox, whether it is ticked, and the field it then asks for. */
export interface DeliveryChoice {
  toggle: UseFormRegisterReturn;
  on: boolean | undefined;
  field: ContractField;
}

/**
 * How a file the product makes is delivered (a timesheet export, an invoice): "Send by email"
 * with the address, and "Save to library" with one of the owner's libraries, each asked for only
 * once its box is ticked. The rules are the contract's (`deliveryShape`), checked by the form and
 * the API alike.
 */
export function DeliveryFields({
  email,
  library,
  emailLabel = 'Send by email',
  emailHint,
}: {
  email: DeliveryChoice;
  library: DeliveryChoice;
  emailLabel?: string;
  emailHint?: ReactNode;
}) {
  const libraries = useLibraries();
  const libraryList = libraries.data ?? [];
  return (
    <>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-primary" {...email.toggle} />
        {emailLabel}
      </label>
      {email.on && (
        <FormField field={email.field} label="Email address" hint={emailHint}>
          {(control) => <Input {...control} type="email" autoComplete="email" required />}
        </FormField>
      )}
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-primary" {...library.toggle} />
        Save to library
      </label>
      {library.on && (
        <FormField
          field={library.field}
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
