import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import {
  entryMessages,
  ZSaveTimeEntry,
  type TSaveTimeEntry,
  type TSaveTimeEntryParsed,
  type TTimeEntry,
} from '@contracts/timesheets/entry';
import { currencySign, type Currency } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { timesheetKey } from '../api/get-timesheet';
import { withWorkstreamDefault, type Workstream } from '../lib/workstreams';
import { CurrencyChoice } from './currency-choice';
import { overviewPath } from './timesheet-screen';
import { WorkstreamSelect } from './workstream-select';

/** Spec §5: an end not after the start is its own toast, "Invalid time range". */
const invalidRange = () =>
  ({ title: entryMessages.invalidRange, description: entryMessages.endAfterStart }) as const;

/** The fields whose messages show under them; the server's refusal of one shows there too. */
const INLINE_FIELDS = ['start', 'end', 'description', 'hourlyRate', 'workstreamId'] as const;
const isInlineField = (path: string): path is (typeof INLINE_FIELDS)[number] =>
  (INLINE_FIELDS as readonly string[]).includes(path);

/**
 * The time entry form (spec §2, §5): start, end, description, billable (on by default), the
 * hourly rate, shown only while billable, and the workstream, shown only when the page's
 * engagement has workstreams to choose. Times are read on the booking page's clock, and the
 * server works out the duration; the same contract checks the form and the API.
 */
export function EntryForm({
  bookingPageId,
  timeZone,
  currency,
  defaultValues,
  save,
  success,
  failure,
  submitLabel,
  confirmCurrency = false,
  workstreams = [],
}: {
  bookingPageId: string;
  timeZone: string;
  /** The booking page's: the rate is in it. */
  currency: Currency;
  /** The page's currency was never confirmed: this first entry shows it to choose and confirm. */
  confirmCurrency?: boolean;
  defaultValues: TSaveTimeEntry;
  /** The workstreams of the engagement the page's time counts against (none: not linked). */
  workstreams?: readonly Workstream[];
  save: (values: TSaveTimeEntryParsed) => Promise<TTimeEntry>;
  success: string;
  failure: string;
  submitLabel: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const form = useContractForm(ZSaveTimeEntry, {
    defaultValues: withWorkstreamDefault(defaultValues, workstreams),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const billable = form.watch('billable');
  const shownCurrency = (confirmCurrency && form.watch('currency')) || currency;

  const submitValid = form.submit(async (values) => {
    const saved = await act({
      run: () => save(values),
      success,
      error: (error) =>
        error instanceof ApiError && error.message === entryMessages.endAfterStart
          ? invalidRange()
          : { title: failure, description: errorMessage(error) },
      revalidate: [timesheetKey(bookingPageId)],
    });
    if (saved.ok) void navigate(overviewPath(bookingPageId));
    else if (saved.error instanceof ApiError)
      for (const [path, message] of Object.entries(saved.error.fields ?? {}))
        if (isInlineField(path)) form.setError(path, { message }, { shouldFocus: true });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { start, end } = form.getValues();
    if (start && end && end <= start) {
      event.preventDefault();
      form.setError('end', { message: entryMessages.endAfterStart });
      const { title, description } = invalidRange();
      toast.error(title, { description });
      return;
    }
    void submitValid(event);
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="text-sm text-muted-foreground">Times are in {timeZone}.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={form.field('start')} label="Start">
          {(control) => <Input {...control} type="datetime-local" />}
        </FormField>
        <FormField field={form.field('end')} label="End">
          {(control) => <Input {...control} type="datetime-local" />}
        </FormField>
      </div>
      <FormField field={form.field('description')} label="Description">
        {(control) => (
          <Textarea {...control} rows={3} placeholder="e.g. Incident response plan review" />
        )}
      </FormField>
      {workstreams.length > 0 && (
        <Controller
          control={form.control}
          name="workstreamId"
          render={({ field, fieldState }) => (
            <FormField
              field={{
                id: `${id}-workstreamId`,
                error: fieldState.error?.message,
                input: { ...field, value: field.value ?? null },
              }}
              label="Workstream"
            >
              {(control) => <WorkstreamSelect {...control} workstreams={workstreams} />}
            </FormField>
          )}
        />
      )}
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="billable"
          render={({ field }) => (
            <Switch
              id={`${id}-billable`}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={`${id}-billable`}>Billable</Label>
      </div>
      {billable && (
        <FormField
          field={form.field('hourlyRate')}
          label={`Hourly rate (${currencySign(shownCurrency)})`}
          hint="Leave blank when this entry has no rate yet."
        >
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" />
          )}
        </FormField>
      )}
      {confirmCurrency && (
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <CurrencyChoice
              id={`${id}-currency`}
              value={field.value ?? currency}
              onChange={field.onChange}
              disabled={busy}
            />
          )}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigate(overviewPath(bookingPageId))}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
