import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import {
  CONTACT_ROLES,
  contactRoleLabels,
  MAX_CONTACTS,
  type TSaveClient,
  type TSaveClientParsed,
} from '@contracts/clients/client';
import { RowList } from '@/components/forms/row-list';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { newContactRow, type ContactRow } from '../lib/client-form';

type FieldOf = (name: `contacts.${number}.${keyof ContactRow}`) => ContractField;

/**
 * The client's contacts: a row each of name, email and role, added and removed with buttons, at
 * most `MAX_CONTACTS`. Each row's messages (an address that is not one) show in the row; the
 * list's own (two rows with one address, too many) under it (`RowList`).
 */
export function ContactsFields({
  control,
  getValues,
  field,
  error,
  idPrefix,
}: {
  control: Control<TSaveClient, unknown, TSaveClientParsed>;
  getValues: UseFormReturn<TSaveClient, unknown, TSaveClientParsed>['getValues'];
  field: FieldOf;
  /** The list's own message, e.g. "Each contact needs an email address of their own". */
  error: string | undefined;
  idPrefix: string;
}) {
  const rows = useFieldArray({ control, name: 'contacts' });
  return (
    <RowList
      legend="Contacts"
      hint={
        <>
          The people you deal with at the client, at most {MAX_CONTACTS}. Approvers approve your
          timesheets and sign letters, finance receives invoices, viewers see the work.
        </>
      }
      noun="contact"
      keys={rows.fields.map((row) => row.id)}
      max={MAX_CONTACTS}
      error={error}
      idPrefix={idPrefix}
      onAdd={() => rows.append(newContactRow(getValues('contacts') ?? []))}
      onRemove={(index) => rows.remove(index)}
      row={(index, removeButton) => (
        <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_auto] sm:items-start">
          <legend className="sr-only">Contact {index + 1}</legend>
          <FormField field={field(`contacts.${index}.name`)} label="Name">
            {(props) => <Input {...props} autoComplete="off" />}
          </FormField>
          <FormField field={field(`contacts.${index}.email`)} label="Email">
            {(props) => <Input {...props} type="email" autoComplete="off" />}
          </FormField>
          <FormField field={field(`contacts.${index}.role`)} label="Role">
            {(props) => (
              <NativeSelect {...props}>
                {CONTACT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {contactRoleLabels[role]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {removeButton('justify-self-start sm:mt-6')}
        </fieldset>
      )}
    />
  );
}
