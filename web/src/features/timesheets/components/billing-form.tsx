import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { clientRoutes } from '@contracts/clients/routes';
import {
  billingMessages,
  ZBillingSettings,
  type TBillingSettings,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { currencySign } from '@domain/timesheets/money';
import { CurrencyOptions } from '@/components/forms/currency-options';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TaxAndTermsFields } from '@/features/clients/client-billing-fields';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { saveBilling } from '../api/billing';
import { timesheetKey } from '../api/get-timesheet';
import { CURRENCY_CONFIRM_HINT } from './currency-choice';

/** The form's values of saved settings: a missing rate is an empty field. */
const formValuesOf = (view: TBillingSettingsView): TBillingSettings => ({
  clientName: view.clientName,
  clientEmail: view.clientEmail,
  clientAddress: view.clientAddress,
  hourlyRate: view.hourlyRate ?? '',
  currency: view.currency,
  taxRate: view.taxRate,
  paymentTermsDays: view.paymentTermsDays,
  meetingsBillable: view.meetingsBillable,
});

/**
 * A booking page's billing settings: the client (name, the address approval mails go to, the
 * postal address invoices print), the default hourly rate of new entries, the currency, the tax
 * rate and the payment terms. The currency is fixed once time is logged on the page, so every
 * amount of it stays in one currency; the same contract checks the form and the API. The client's
 * address cannot be the consultant's own: the server says so on the field. The client fields are
 * those of the client the page bills (`clientId`, made by the first save): a note says so, since
 * saving them changes every page that bills it.
 */
export function BillingForm({
  bookingPageId,
  settings,
}: {
  bookingPageId: string;
  settings: TBillingSettingsView;
}) {
  const id = useId();
  const form = useContractForm(ZBillingSettings, {
    defaultValues: formValuesOf(settings),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const sign = currencySign(form.watch('currency') ?? settings.currency);

  const onSubmit = form.submit(async (values) => {
    const saved = await act({
      // A disabled select sends nothing: the page keeps the currency it has.
      run: () =>
        saveBilling(bookingPageId, {
          ...values,
          currency: settings.currencyLocked ? settings.currency : values.currency,
        }),
      success: billingMessages.saved,
      error: billingMessages.saveFailed,
      // The overview shows its amounts in the page's currency; the client fields are a client's,
      // shown on its own screen and in the clients list too.
      revalidate: [
        routePath(timesheetRoutes.getBilling, { id: bookingPageId }),
        timesheetKey(bookingPageId),
        clientRoutes.list.path,
        ...(settings.clientId ? [routePath(clientRoutes.get, { id: settings.clientId })] : []),
      ],
    });
    if (saved.ok) form.reset(formValuesOf(saved.value));
    // The server's refusal of one field (the client's address is the consultant's own) shows on it.
    else if (saved.error instanceof ApiError && saved.error.fields?.clientEmail)
      form.setError('clientEmail', { message: saved.error.fields.clientEmail });
  });

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">Client</legend>
        {settings.clientId && (
          <ClientNote clientId={settings.clientId} clientName={settings.clientName} />
        )}
        <FormField field={form.field('clientName')} label="Client name">
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
        <FormField
          field={form.field('clientEmail')}
          label="Client email"
          hint="Timesheets are sent to this address for approval."
        >
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          field={form.field('clientAddress')}
          label="Client address"
          hint="Printed on invoices as typed."
        >
          {(control) => <Textarea {...control} rows={4} />}
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">Rates and terms</legend>
        <FormField
          field={form.field('currency')}
          label="Currency"
          hint={
            settings.currencyLocked
              ? billingMessages.currencyLocked
              : settings.currencyConfirmed
                ? undefined
                : CURRENCY_CONFIRM_HINT
          }
        >
          {(control) => (
            <NativeSelect {...control} disabled={settings.currencyLocked}>
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          field={form.field('hourlyRate')}
          label={`Default hourly rate (${sign})`}
          hint="New time entries start with this rate. Entries already logged keep theirs."
        >
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" />
          )}
        </FormField>
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="meetingsBillable"
            render={({ field }) => (
              <Switch
                id={`${id}-meetingsBillable`}
                checked={field.value !== false}
                disabled={busy}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${id}-meetingsBillable-hint`}
              />
            )}
          />
          <div className="grid min-w-0 gap-1.5 pt-0.5">
            <Label htmlFor={`${id}-meetingsBillable`}>Bill meetings</Label>
            <p id={`${id}-meetingsBillable-hint`} className="text-xs text-muted-foreground">
              Meetings booked on this page, and events you add to it, are billed at the default
              hourly rate: they go to the client for approval and onto the invoice. Without a
              default rate they are not billed.
            </p>
          </div>
        </div>
        <TaxAndTermsFields
          taxRate={form.field('taxRate')}
          paymentTermsDays={form.field('paymentTermsDays')}
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

/** Whose details the client fields are, and what saving them reaches beyond this page. */
function ClientNote({ clientId, clientName }: { clientId: string; clientName: string }) {
  return (
    <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
      These are the details of the client{' '}
      <Link
        to={`/clients/${encodeURIComponent(clientId)}`}
        className="font-medium break-words text-foreground underline underline-offset-4"
      >
        {clientName || 'without a name'}
      </Link>
      : saving them changes every booking page that bills this client.
    </p>
  );
}
