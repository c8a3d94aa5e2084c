import { useId } from 'react';
import {
  professionalProfileMessages,
  ZSaveProfessionalProfile,
  type TProfessionalProfile,
} from '@contracts/account/professional-profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { professionalProfilePath, saveProfessionalProfile } from '../api/professional-profile';

export const profileTexts = {
  title: 'Your profile',
  lead: 'How clients, signers and visitors see you: on your booking pages, signing requests, timesheets and invoices. Invoices already issued keep the details they were issued with.',
  save: 'Save profile',
  saving: 'Saving...',
} as const;

/**
 * The professional's profile, saved whole: the name is required (once given, clients see it
 * instead of the account e-mail); company, address and tax number are printed on invoices.
 * `onSaved` runs with the saved profile, e.g. to go on with the invoice that asked for it.
 */
export function ProfessionalProfileForm({
  profile,
  submitLabel = profileTexts.save,
  onSaved,
}: {
  profile: TProfessionalProfile;
  submitLabel?: string;
  onSaved?: (saved: TProfessionalProfile) => void;
}) {
  const id = useId();
  const form = useContractForm(ZSaveProfessionalProfile, {
    defaultValues: profile,
    idPrefix: id,
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const saved = await act({
      run: () => saveProfessionalProfile(values),
      success: professionalProfileMessages.saved,
      error: professionalProfileMessages.saveFailed,
      revalidate: [professionalProfilePath],
    });
    if (!saved.ok) return;
    form.reset(saved.value);
    onSaved?.(saved.value);
  });

  return (
    <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <FormField
        field={form.field('name')}
        label="Your name"
        hint="Shown to clients and visitors instead of your account e-mail."
      >
        {(control) => <Input {...control} autoComplete="name" required />}
      </FormField>
      <FormField
        field={form.field('company')}
        label="Company"
        hint="The business you invoice as, if any."
      >
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <FormField
        field={form.field('address')}
        label="Address"
        hint="Printed on your invoices as typed."
      >
        {(control) => <Textarea {...control} rows={4} autoComplete="street-address" />}
      </FormField>
      <FormField
        field={form.field('taxId')}
        label="Tax number"
        hint="A VAT or sales tax number, printed on your invoices."
      >
        {(control) => <Input {...control} />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? profileTexts.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
