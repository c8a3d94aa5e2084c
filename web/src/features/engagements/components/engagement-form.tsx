import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  CADENCES,
  engagementMessages,
  ZSaveEngagement,
  type TEngagement,
} from '@contracts/engagements/engagement';
import type { Currency } from '@domain/timesheets/money';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { dateKeyIn, visitorZone } from '@/features/booking/time-zone';
import { ZoneSelect } from '@/features/booking-pages/zone-select';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createEngagement } from '../api/create-engagement';
import { engagementKey } from '../api/get-engagement';
import { engagementsPath } from '../api/get-engagements';
import { updateEngagement } from '../api/update-engagement';
import { cadenceLabel, engagementPath } from '../lib/engagement-display';
import {
  emptyEngagementForm,
  engagementFormValuesOf,
  showServerFieldErrors,
} from '../lib/engagement-form';
import { TermsFields } from './terms-fields';
import { WorkstreamsFields } from './workstreams-fields';

/**
 * The engagement form, checked by the API's own contract: what the work is (title, dates, the
 * zone its months are counted in, how often the consultant reports), its terms, its workstreams
 * and the consultant's own clauses. Without an `engagement` it drafts one for `clientId` and opens
 * its screen; with a draft it saves it. The server's refusals show on their fields; a save refused
 * because the letter went out meanwhile reloads the engagement, whose screen then shows its terms
 * read-only.
 */
export function EngagementForm({
  engagement,
  clientId,
  currency,
}: {
  engagement?: TEngagement;
  clientId: string;
  /** The client's: every amount of the terms is in it. */
  currency: Currency;
}) {
  const id = useId();
  const navigate = useNavigate();
  const form = useContractForm(ZSaveEngagement, {
    defaultValues: engagement
      ? engagementFormValuesOf(engagement)
      : emptyEngagementForm(clientId, visitorZone(), dateKeyIn(new Date(), visitorZone())),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const zone = engagement?.timeZone ?? visitorZone();

  const onSubmit = form.submit(async (values) => {
    if (!engagement) {
      const created = await act({
        run: () => createEngagement(values),
        success: engagementMessages.created,
        error: engagementMessages.saveFailed,
        revalidate: [engagementsPath],
      });
      if (created.ok) void navigate(engagementPath(created.value.id));
      else showServerFieldErrors(created.error, form.setError);
      return;
    }
    const saved = await act({
      run: () => updateEngagement(engagement.id, values),
      success: engagementMessages.saved,
      error: engagementMessages.saveFailed,
      revalidate: [engagementsPath, engagementKey(engagement.id)],
    });
    if (saved.ok) form.reset(engagementFormValuesOf(saved.value));
    else showServerFieldErrors(saved.error, form.setError);
  });

  return (
    <form className="grid gap-8" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Details</legend>
        <FormField
          field={form.field('title')}
          label="Title"
          hint="What the client will read on the letter, e.g. “Fractional CISO retainer”."
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={form.field('startDate')} label="Start date">
            {(control) => <Input {...control} type="date" />}
          </FormField>
          <FormField
            field={form.field('endDate')}
            label="End date (optional)"
            hint="Leave blank for an engagement that runs until either side gives notice."
          >
            {(control) => <Input {...control} type="date" />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            field={form.field('timeZone')}
            label="Time zone"
            hint="The engagement's months, and its hours a month, are counted in this zone."
          >
            {(control) => <ZoneSelect {...control} defaultZone={zone} />}
          </FormField>
          <FormField
            field={form.field('cadence')}
            label="Reporting cadence"
            hint="How often you report on the work to the client."
          >
            {(control) => (
              <NativeSelect {...control}>
                {CADENCES.map((cadence) => (
                  <option key={cadence} value={cadence}>
                    {cadenceLabel[cadence]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>
      <TermsFields form={form} currency={currency} idPrefix={id} />
      <WorkstreamsFields form={form} idPrefix={id} />
      <FormField
        field={form.field('clauses')}
        label="Clauses"
        hint="Your own terms, in your words: printed in the letter after the terms above."
      >
        {(control) => <Textarea {...control} rows={6} />}
      </FormField>
      <div>
        <SubmitButton busy={busy} busyLabel={engagement ? 'Saving...' : 'Creating...'}>
          {engagement ? 'Save draft' : 'Create draft'}
        </SubmitButton>
      </div>
    </form>
  );
}
