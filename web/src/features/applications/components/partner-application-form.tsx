import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import {
  PARTNER_COMPANY_SIZES,
  PARTNER_COUNTRIES,
  PARTNER_INDUSTRIES,
  PARTNER_TYPES,
} from '@contracts/applications/options';
import {
  partnerMessages,
  toPartnerApplication,
  ZPartnerApplicationForm,
  type TPartnerApplicationForm,
  type TPartnerApplicationParsed,
} from '@contracts/applications/partner-application';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { rememberReturn } from '@/features/auth/return-to';
import { useSession } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { submitPartnerApplication } from '../api/submit-partner-application';
import { editTexts, submissionOf, type EditMode } from '../lib/edit-mode';
import { emailOfUser } from '../lib/user-email';
import { authRequiredNotice } from '../lib/notices';
import { useDraftedForm } from '../lib/use-form-draft';
import { useSubmission } from '../lib/use-submission';
import { CountedTextarea } from './counted-textarea';
import { ChipsField } from './chips-field';
import { FormSection } from './form-section';
import { SelectOptions } from './select-options';
import { SignInToSubmit } from './sign-in-to-submit';
import { SubmitRow } from './submit-row';

/**
 * The partner application (spec §2, §5, §6): the firm, whom it serves and its contact. A valid
 * form from a signed-out visitor leads to sign-in instead of being sent; the form is kept as a
 * draft meanwhile and opens filled again on the way back, and sending it drops the draft.
 *
 * With `edit` it changes an application already sent instead: it starts from what was sent, keeps
 * no draft, offers no sign-in and saves through `edit`.
 */
export function PartnerApplicationForm({
  edit,
}: {
  edit?: EditMode<TPartnerApplicationForm, TPartnerApplicationParsed>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const form = useDraftedForm('partner', ZPartnerApplicationForm, {
    defaultValues: edit?.values ?? {
      companyName: '',
      companyDescription: '',
      websiteUrl: '',
      targetClients: '',
      industriesServed: [],
      countriesServed: [],
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    },
    idPrefix: id,
    keepDraft: !edit,
  });
  const { getValues, setValue } = form;
  const { submit, busy } = useSubmission(
    submissionOf(edit, {
      send: form.draft.clearAfter(submitPartnerApplication),
      success: {
        title: partnerMessages.submitted,
        description: partnerMessages.submittedDescription,
      },
      failure: () => ({
        title: partnerMessages.failed,
        description: partnerMessages.failedDescription,
      }),
    }),
  );

  const userEmail = edit ? undefined : emailOfUser(user?.email);
  useEffect(() => {
    if (userEmail && !getValues('contactEmail')) setValue('contactEmail', userEmail);
  }, [userEmail, getValues, setValue]);

  const onSubmit = form.submit(async (values) => {
    if (!edit && status !== 'signedIn') {
      toast.error(authRequiredNotice.title, { description: authRequiredNotice.description });
      // The draft is written as the form unmounts, so the sign-in comes back to it filled in.
      rememberReturn('/apply-partner');
      void navigate('/auth');
      return;
    }
    await submit(() => toPartnerApplication(values));
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormSection title="About Your Company">
        <FormField field={form.field('companyName')} label="Company name">
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField field={form.field('companySize')} label="Company size">
            {(control) => (
              <NativeSelect {...control}>
                <SelectOptions placeholder="Select size" options={PARTNER_COMPANY_SIZES} />
              </NativeSelect>
            )}
          </FormField>
          <FormField field={form.field('partnerType')} label="Partner type">
            {(control) => (
              <NativeSelect {...control}>
                <SelectOptions placeholder="Select partner type" options={PARTNER_TYPES} />
              </NativeSelect>
            )}
          </FormField>
        </div>
        <CountedTextarea
          field={form.field('companyDescription')}
          control={form.control}
          label="Company description"
          hint="At least 50 characters: your services and what sets you apart."
          rows={4}
        />
        <FormField field={form.field('websiteUrl')} label="Website (optional)">
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.com"
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Who You Serve">
        <CountedTextarea
          field={form.field('targetClients')}
          control={form.control}
          label="Target clients"
          hint="At least 50 characters: the organisations you work with and what they need."
          rows={4}
        />
        <ChipsField
          control={form.control}
          name="industriesServed"
          id={`${id}-industriesServed`}
          legend="Industries"
          hint="Choose at least one"
          options={PARTNER_INDUSTRIES}
        />
        <ChipsField
          control={form.control}
          name="countriesServed"
          id={`${id}-countriesServed`}
          legend="Countries"
          hint="Choose at least one"
          options={PARTNER_COUNTRIES}
        />
      </FormSection>

      <FormSection title="Contact Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField field={form.field('contactName')} label="Contact name">
            {(control) => <Input {...control} autoComplete="name" />}
          </FormField>
          <FormField field={form.field('contactEmail')} label="Contact email">
            {(control) => (
              <Input {...control} type="email" autoComplete="email" inputMode="email" />
            )}
          </FormField>
        </div>
        <FormField field={form.field('contactPhone')} label="Contact phone (optional)">
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" className="sm:max-w-xs" />
          )}
        </FormField>
      </FormSection>

      {!edit && <SignInToSubmit />}
      <SubmitRow
        label={edit ? editTexts.submit : 'Submit Application'}
        busyLabel={edit ? editTexts.saving : partnerMessages.submitting}
        busy={busy}
        disabled={status === 'loading'}
      />
    </form>
  );
}
