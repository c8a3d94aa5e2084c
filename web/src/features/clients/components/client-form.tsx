import { useId } from 'react';
import { useNavigate } from 'react-router';
import { clientMessages, ZSaveClient, type TClient } from '@contracts/clients/client';
import { routePath } from '@contracts/route';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { CurrencyOptions } from '@/components/forms/currency-options';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { visitorZone } from '@/features/booking/time-zone';
import { fieldError } from '@/lib/forms/form-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createClient } from '../api/create-client';
import { clientKey } from '../api/get-client';
import { clientsPath } from '../api/get-clients';
import { updateClient } from '../api/update-client';
import { clientPath } from '../lib/client-display';
import { clientFormValuesOf, emptyClientForm, showServerFieldErrors } from '../lib/client-form';
import { ContactsFields } from './contacts-fields';
import { TaxAndTermsFields } from './tax-and-terms-fields';

/** Under the currency while it can still change. */
const CURRENCY_HINT =
  'Every booking page that bills this client invoices in this currency. It is fixed once time is logged on one of them.';

/**
 * The client form, checked by the API's own contract: the details invoices print (name, address,
 * tax id), the terms its booking pages bill by (currency, tax rate, payment terms) and its
 * contacts. Without a `client` it adds one and opens its screen; with one it saves that client,
 * which changes every booking page that bills it. The server's refusals show on their fields.
 */
export function ClientForm({ client }: { client?: TClient }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useContractForm(ZSaveClient, {
    defaultValues: client ? clientFormValuesOf(client) : emptyClientForm(visitorZone()),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const { errors } = form.formState;

  const onSubmit = form.submit(async (values) => {
    if (!client) {
      const created = await act({
        run: () => createClient(values),
        success: clientMessages.created,
        error: clientMessages.saveFailed,
        revalidate: [clientsPath],
      });
      if (created.ok) void navigate(clientPath(created.value.id));
      else showServerFieldErrors(created.error, form.setError);
      return;
    }
    const saved = await act({
      // A disabled select sends nothing: the client keeps the currency it has.
      run: () =>
        updateClient(client.id, {
          ...values,
          currency: client.currencyLocked ? client.currency : values.currency,
        }),
      success: clientMessages.saved,
      error: clientMessages.saveFailed,
      // Each of its booking pages' billing settings shows the client's details.
      revalidate: [
        clientsPath,
        clientKey(client.id),
        ...client.bookingPages.map((page) =>
          routePath(timesheetRoutes.getBilling, { id: page.id }),
        ),
      ],
    });
    if (saved.ok) form.reset(clientFormValuesOf(saved.value));
    else showServerFieldErrors(saved.error, form.setError);
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Details</legend>
        <FormField field={form.field('name')} label="Client name">
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
        <FormField
          field={form.field('address')}
          label="Address"
          hint="Printed on invoices as typed."
        >
          {(control) => <Textarea {...control} rows={4} autoComplete="street-address" />}
        </FormField>
        <FormField
          field={form.field('taxId')}
          label="Tax id"
          hint="A VAT number or the like, printed on invoices when given."
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Rates and terms</legend>
        <FormField
          field={form.field('currency')}
          label="Currency"
          hint={client?.currencyLocked ? clientMessages.currencyLocked : CURRENCY_HINT}
        >
          {(control) => (
            <NativeSelect {...control} disabled={client?.currencyLocked}>
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
        <TaxAndTermsFields
          taxRate={form.field('taxRate')}
          paymentTermsDays={form.field('paymentTermsDays')}
        />
      </fieldset>
      <ContactsFields
        control={form.control}
        getValues={form.getValues}
        field={form.field}
        error={fieldError(errors, 'contacts.root') ?? fieldError(errors, 'contacts')}
        idPrefix={id}
      />
      <div>
        <SubmitButton busy={busy} busyLabel={client ? 'Saving...' : 'Adding...'}>
          {client ? 'Save client' : 'Add client'}
        </SubmitButton>
      </div>
    </form>
  );
}
