import { useId } from 'react';
import {
  billingProfileMessages,
  ZBillingProfile,
  type TBillingProfileParsed,
} from '@contracts/invoices/billing-profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { billingProfilePath, saveBillingProfile, useBillingProfile } from '../api/billing-profile';
import { listTexts } from '../lib/invoice-display';

/** "Your invoice details": the name, address and tax number every new invoice prints. */
export function BillingProfileCard({ sub }: { sub: string }) {
  const { data, error, mutate } = useBillingProfile(sub);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold tracking-tight">
          {listTexts.profileTitle}
        </h2>
        <CardDescription>{listTexts.profileLead}</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <BillingProfileForm profile={data} />
        ) : error ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="font-medium text-destructive">{billingProfileMessages.loadFailed}</p>
            <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
            <Button size="sm" variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-3 text-muted-foreground">
            <Spinner label="Loading your invoice details" />
            <span>Loading your invoice details...</span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BillingProfileForm({ profile }: { profile: TBillingProfileParsed }) {
  const id = useId();
  const form = useContractForm(ZBillingProfile, { defaultValues: profile, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const saved = await act({
      run: () => saveBillingProfile(values),
      success: billingProfileMessages.saved,
      error: billingProfileMessages.saveFailed,
      revalidate: [billingProfilePath],
    });
    if (saved.ok) form.reset(saved.value);
  });

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField
        field={form.field('name')}
        label="Name to bill as"
        hint="Your name or your company's. Left blank, invoices show your account e-mail."
      >
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <FormField field={form.field('address')} label="Address" hint="Printed as typed.">
        {(control) => <Textarea {...control} rows={4} autoComplete="street-address" />}
      </FormField>
      <FormField field={form.field('taxId')} label="Tax number" hint="A VAT or sales tax number.">
        {(control) => <Input {...control} />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
