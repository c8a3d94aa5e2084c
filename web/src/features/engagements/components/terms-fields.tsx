import type { ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import {
  COMMERCIAL_MODEL_LABELS,
  COMMERCIAL_MODELS,
  MAX_HOURS_PER_MONTH,
  MAX_LATE_CANCELLATION_HOURS,
  MAX_NOTICE_DAYS,
} from '@contracts/engagements/engagement';
import { currencySign, type Currency } from '@domain/timesheets/money';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldError } from '@/lib/forms/form-errors';
import { blankAsNone } from '../lib/engagement-form';
import type { EngagementFormApi } from '../lib/form-types';

/** What each model means for the client, under its choice. */
const MODEL_HINTS = {
  retainer: 'A set number of hours each month, at an hourly rate.',
  fixedFee: 'The same fee each month, whatever the hours.',
  timeAndMaterials: 'The hours worked, at an hourly rate.',
} as const;

/** Hours as typed: quarter hours, up to a month's. */
const hoursInput = (control: ComponentProps<typeof Input>) => (
  <Input
    {...control}
    type="number"
    inputMode="decimal"
    step="0.25"
    min="0"
    max={MAX_HOURS_PER_MONTH}
  />
);

/**
 * The commercial terms: how the client pays (a radio group showing only the chosen model's
 * fields), what becomes of a retainer's unused hours, the late-cancellation window and the
 * notice. Leaving the retainer sets unused hours back to lost, since only a retainer has hours to
 * carry; the cap typed stays, should the retainer be chosen again.
 */
export function TermsFields({
  form,
  currency,
  idPrefix,
}: {
  form: EngagementFormApi;
  currency: Currency;
  idPrefix: string;
}) {
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'model.kind' });
  const rollover = useWatch({ control: form.control, name: 'rollover.kind' });
  const sign = currencySign(currency);
  const modelError = fieldError(errors, 'model');
  const modelErrorId = `${idPrefix}-model-error`;
  const kindField = form.register('model.kind', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'retainer') form.setValue('rollover.kind', 'none');
    },
  });

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-1 text-base font-semibold">Terms</legend>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={modelError ? modelErrorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium">How the client pays</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {COMMERCIAL_MODELS.map((model) => (
            <label
              key={model}
              className="flex min-w-0 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                value={model}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                aria-describedby={`${idPrefix}-model-${model}-hint`}
                {...kindField}
              />
              <span className="grid min-w-0 gap-1">
                <span className="font-medium">{COMMERCIAL_MODEL_LABELS[model]}</span>
                <span
                  id={`${idPrefix}-model-${model}-hint`}
                  className="text-xs text-muted-foreground"
                >
                  {MODEL_HINTS[model]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {modelError && (
          <p id={modelErrorId} className="text-sm text-destructive">
            {modelError}
          </p>
        )}
      </fieldset>

      {/* Only the chosen model's fields: the others would not be sent. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'retainer' && (
          <FormField
            field={form.field('model.hoursPerMonth')}
            label="Hours a month"
            hint="Quarter hours are fine, e.g. 7.5."
          >
            {hoursInput}
          </FormField>
        )}
        {(kind === 'retainer' || kind === 'timeAndMaterials') && (
          <FormField field={form.field('model.rate')} label={`Hourly rate (${sign})`}>
            {(control) => (
              <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" />
            )}
          </FormField>
        )}
        {kind === 'fixedFee' && (
          <FormField field={form.field('model.monthlyFee')} label={`Monthly fee (${sign})`}>
            {(control) => (
              <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" />
            )}
          </FormField>
        )}
      </div>

      {kind === 'retainer' && (
        <RolloverFields form={form} carry={rollover === 'carry'} idPrefix={idPrefix} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          field={form.field('lateCancellationHours')}
          label="Late-cancellation window (hours)"
          hint="A session the client cancels within this many hours of its start is billed as worked. Leave blank to let cancelling be free."
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('lateCancellationHours', { setValueAs: blankAsNone })}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              max={MAX_LATE_CANCELLATION_HOURS}
            />
          )}
        </FormField>
        <FormField
          field={form.field('noticeDays')}
          label="Notice (days)"
          hint="Days of notice either side gives to end the engagement."
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              max={MAX_NOTICE_DAYS}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

/** A retainer's unused hours: lost at the month's end, or carried into the next month, capped. */
function RolloverFields({
  form,
  carry,
  idPrefix,
}: {
  form: EngagementFormApi;
  carry: boolean;
  idPrefix: string;
}) {
  const error = fieldError(form.formState.errors, 'rollover');
  const errorId = `${idPrefix}-rollover-error`;
  const choices = [
    { value: 'none', label: 'Lost at the end of the month' },
    { value: 'carry', label: 'Carried into the next month only' },
  ] as const;
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Unused hours</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={choice.value}
              className="size-4 shrink-0 accent-primary"
              {...form.register('rollover.kind')}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {carry && (
        <div className="sm:max-w-xs">
          <FormField
            field={form.field('rollover.capHours')}
            label="Most hours carried"
            hint="Carried hours are used first, and expire at the end of the next month."
          >
            {hoursInput}
          </FormField>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
