import type { FieldPath, UseFormSetError } from 'react-hook-form';
import {
  clientMessages,
  type ContactRole,
  type TClient,
  type TSaveClient,
} from '@contracts/clients/client';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '@contracts/timesheets/billing';
import { currencyOfZone } from '@domain/timesheets/zone-currency';
import { ApiError } from '@/lib/api-client';

/** One row of the contacts editor, as the form holds it. */
export type ContactRow = NonNullable<TSaveClient['contacts']>[number];

/**
 * A new client's form: blank, with the currency the owner's time zone suggests (as a new booking
 * page's is) and the usual 30 days to pay.
 */
export const emptyClientForm = (timeZone: string): TSaveClient => ({
  name: '',
  address: '',
  taxId: '',
  currency: currencyOfZone(timeZone),
  taxRate: '0',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  contacts: [],
});

/** The form's values of a saved client. */
export const clientFormValuesOf = (client: TClient): TSaveClient => ({
  name: client.name,
  address: client.address,
  taxId: client.taxId,
  currency: client.currency,
  taxRate: client.taxRate,
  paymentTermsDays: client.paymentTermsDays,
  contacts: client.contacts.map(({ name, email, role }) => ({ name, email, role })),
});

/**
 * The row "Add contact" appends: the first contact approves the consultant's time (someone must,
 * and it is usually the person the work is agreed with); the next ones start as viewers, who
 * decide nothing, until the owner says otherwise.
 */
export const newContactRow = (rows: readonly ContactRow[]): ContactRow => ({
  name: '',
  email: '',
  role: (rows.some((row) => row.role === 'approver') ? 'viewer' : 'approver') as ContactRole,
});

/** A save refused because the currency is fixed by time logged on one of the client's pages. */
export const isCurrencyLocked = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === clientMessages.currencyLocked;

/**
 * Shows the server's refusal of single fields on those fields: a 400's `fields` maps each dotted
 * path of the body (`name`, `contacts.1.email`) to its message, as the form's own check would. The
 * contact list's own rules (two contacts with one address, too many) sit under the list, which
 * react-hook-form keeps as `contacts.root`; a whole-body message has no field and stays in the
 * toast.
 */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<TSaveClient>) {
  if (!(error instanceof ApiError)) return;
  if (isCurrencyLocked(error)) {
    setError('currency', { message: error.message });
    return;
  }
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    if (path === 'body') continue;
    const name = path === 'contacts' ? 'contacts.root' : path;
    setError(name as FieldPath<TSaveClient>, { message });
  }
}
