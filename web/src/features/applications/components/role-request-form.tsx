import {
  COMPANY_SIZES,
  COUNTRIES,
  INDUSTRIES,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
  type TRoleType,
} from '@contracts/applications/options';
import {
  roleMessages,
  toRoleRequest,
  ZRoleRequestForm,
  type TRoleRequestForm,
  type TRoleRequestParsed,
} from '@contracts/applications/role-request';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { submitRoleRequest } from '../api/submit-role-request';
import type { EditMode } from '../lib/edit-mode';
import { submissionFailure, testingModeNotice } from '../lib/notices';
import { useCompanyForm } from '../lib/use-company-form';
import { useUserEmail } from '../lib/use-user-email';
import { CountedTextarea } from './counted-textarea';
import { ChoiceCards } from './choice-cards';
import { CompanyNameField } from './company-name-field';
import { ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { SubmitRow } from './submit-row';

const ROLE_TYPE_DESCRIPTIONS: Record<TRoleType, string> = {
  fractional: 'An experienced security leader working with you a few days each month.',
  advisory: 'Guidance when you need it: strategy, board reporting or a second opinion.',
};

/**
 * The role request (spec §2, §5, §6): the company, what it needs and how to reach it. Signed out,
 * a valid form only says so ("Testing Mode") and a note offers the sign-in, the form kept as a
 * draft meanwhile; signed in, it is posted with the fixed fields the contract fills in, which
 * drops the draft.
 *
 * With `edit` it changes a request already sent instead: it starts from what was sent, keeps no
 * draft, offers no sign-in and saves through `edit`.
 */
export function RoleRequestForm({
  edit,
}: {
  edit?: EditMode<TRoleRequestForm, TRoleRequestParsed>;
}) {
  const { status } = useSession();
  const { form, submit, busy } = useCompanyForm({
    draft: 'role',
    schema: ZRoleRequestForm,
    edit,
    empty: {
      companyName: '',
      companyDescription: '',
      customRequest: '',
      compensationRange: '',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    },
    send: submitRoleRequest,
    success: { title: roleMessages.submitted, description: roleMessages.submittedDescription },
    failure: (error) => submissionFailure(error),
  });

  useUserEmail(form, 'contactEmail', !edit);

  const onSubmit = form.submit(async (values) => {
    if (!edit && status !== 'signedIn') {
      toast.info(testingModeNotice.title, { description: testingModeNotice.description });
      return;
    }
    await submit(() => toRoleRequest(values));
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormSection title="About Your Company">
        <CompanyNameField field={form.field('companyName')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            field={form.field('companySize')}
            label="Company size"
            placeholder="Select size"
            options={COMPANY_SIZES}
          />
          <SelectField
            field={form.field('industry')}
            label="Industry"
            placeholder="Select industry"
            options={INDUSTRIES}
          />
          <SelectField
            field={form.field('country')}
            label="Country"
            placeholder="Select country"
            options={COUNTRIES}
          />
        </div>
        <CountedTextarea
          field={form.field('companyDescription')}
          control={form.control}
          label="Company description"
          hint="At least 100 characters: what you do, your customers, and where security stands today."
        />
      </FormSection>

      <FormSection title="What You're Looking For">
        <ChoiceCards
          field={form.field('roleType')}
          legend="Type of role"
          options={ROLE_TYPES}
          labels={ROLE_TYPE_LABELS}
          descriptions={ROLE_TYPE_DESCRIPTIONS}
          className="sm:grid-cols-2"
        />
        <CountedTextarea
          field={form.field('customRequest')}
          control={form.control}
          label="What are you trying to achieve?"
          hint="At least 50 characters: the outcomes you need, deadlines, audits or certifications ahead."
          rows={6}
        />
      </FormSection>

      <FormSection title="Budget & Contact Info">
        <FormField field={form.field('compensationRange')} label="Compensation range (optional)">
          {(control) => <Input {...control} placeholder="e.g. £800–£1,000 per day" />}
        </FormField>
        <ContactFields field={form.field} />
      </FormSection>

      <SubmitRow
        label="Post Role"
        busyLabel={roleMessages.submitting}
        busy={busy}
        editing={Boolean(edit)}
      />
    </form>
  );
}
