import { useEffect, useRef, useState } from 'react';
import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  CONTACT_ROLES,
  contactRoleLabels,
  MAX_CONTACTS,
  type TSaveClient,
  type TSaveClientParsed,
} from '@contracts/clients/client';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { newContactRow, type ContactRow } from '../lib/client-form';

type FieldOf = (name: `contacts.${number}.${keyof ContactRow}`) => ContractField;

/**
 * The client's contacts: a row each of name, email and role, added and removed with buttons, at
 * most `MAX_CONTACTS`. Each row's messages (an address that is not one) show in the row; the
 * list's own (two rows with one address, too many) under it. A new row takes the focus on its
 * name; after a removal the focus goes to "Add contact", so a keyboard user is never left on a
 * button that is gone.
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
  const addRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  const full = rows.fields.length >= MAX_CONTACTS;
  const hintId = `${idPrefix}-contacts-hint`;
  const errorId = `${idPrefix}-contacts-error`;

  // After a removal has been drawn (the button enabled again when the list was full).
  useEffect(() => {
    if (removed > 0) addRef.current?.focus();
  }, [removed]);

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-base font-semibold">Contacts</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        The people you deal with at the client, at most {MAX_CONTACTS}. Approvers approve your
        timesheets and sign letters, finance receives invoices, viewers see the work.
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No contacts yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Contacts">
          {rows.fields.map((row, index) => (
            <li key={row.id}>
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
                <IconButton
                  type="button"
                  label={`Remove contact ${index + 1}`}
                  title="Remove contact"
                  icon={Trash2}
                  className="size-10 justify-self-start text-destructive hover:text-destructive sm:mt-6"
                  onClick={() => {
                    rows.remove(index);
                    setRemoved((n) => n + 1);
                  }}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => rows.append(newContactRow(getValues('contacts') ?? []))}
        >
          <Plus aria-hidden />
          Add contact
        </Button>
      </div>
    </fieldset>
  );
}
