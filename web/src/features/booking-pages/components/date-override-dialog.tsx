import { useId, useState, type ReactElement } from 'react';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  MAX_OVERRIDE_RANGES,
  ZOverrideDate,
  ZPutDateOverride,
  type TDateOverride,
  type THoursRange,
} from '@contracts/booking/date-override';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/use-action';
import { useBusyDialog } from '@/lib/use-busy-dialog';
import { dateOverridesKey, putDateOverride } from '../api/date-overrides';
import { nextRange } from '../lib/date-overrides';
import { TimeField } from './time-field';

type Errors = Record<string, string>;

/** The first message of each field the contract refuses, by its path (`ranges.0.endTime`). */
function errorsOf(date: string, unavailable: boolean, ranges: THoursRange[]): Errors {
  const errors: Errors = {};
  const day = ZOverrideDate.safeParse(date);
  if (!day.success) errors.date = day.error.issues[0]?.message ?? '';
  const body = ZPutDateOverride.safeParse(unavailable ? { unavailable: true } : { ranges });
  if (!body.success)
    for (const issue of body.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * Adds or changes one date's override: unavailable all day, or its own hours (one or more
 * ranges) in the page's zone. The date is fixed when an existing override is edited.
 */
export function DateOverrideDialog({
  bookingPageId,
  timeZone,
  bounds,
  existing,
  trigger,
}: {
  bookingPageId: string;
  timeZone: string;
  /** The dates (`yyyy-MM-dd`) the page takes overrides for: today to its horizon. */
  bounds: { min: string; max: string };
  existing?: TDateOverride;
  trigger: ReactElement;
}) {
  const id = useId();
  const [date, setDate] = useState(existing?.date ?? '');
  const [unavailable, setUnavailable] = useState(existing?.unavailable ?? true);
  const [ranges, setRanges] = useState<THoursRange[]>(
    existing?.ranges.length ? existing.ranges : [nextRange([])],
  );
  const [errors, setErrors] = useState<Errors>({});
  const { act, busy } = useAction();
  const reset = () => {
    setDate(existing?.date ?? '');
    setUnavailable(existing?.unavailable ?? true);
    setRanges(existing?.ranges.length ? existing.ranges : [nextRange([])]);
    setErrors({});
  };
  const { dialog, close } = useBusyDialog(busy, { onClose: reset });

  const field = (key: string, value: string, onChange: (value: string) => void) => ({
    id: `${id}-${key}`,
    error: errors[key],
    input: { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) },
  });
  const setRange = (index: number, change: Partial<THoursRange>) =>
    setRanges((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = errorsOf(date, unavailable, ranges);
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await act({
      run: () => putDateOverride(bookingPageId, date, unavailable ? { unavailable } : { ranges }),
      success: { title: 'Success', description: 'Date override saved' },
      error: 'Error',
      revalidate: [dateOverridesKey(bookingPageId)],
    });
    if (saved.ok) close();
  }

  return (
    <FormDialog
      {...dialog}
      title={existing ? 'Edit date override' : 'Add date override'}
      description={`One date with other hours than the week's, or none, in ${timeZone}.`}
      trigger={trigger}
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Save" busyLabel="Saving...">
        <FormField field={field('date', date, setDate)} label="Date">
          {(control) => (
            <Input
              {...control}
              type="date"
              min={bounds.min}
              max={bounds.max}
              readOnly={Boolean(existing)}
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">On this date</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={unavailable}
              onChange={() => setUnavailable(true)}
              className="size-4 accent-[var(--primary)]"
            />
            Unavailable all day
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={!unavailable}
              onChange={() => setUnavailable(false)}
              className="size-4 accent-[var(--primary)]"
            />
            Custom hours
          </label>
        </fieldset>
        {!unavailable && (
          <div className="grid gap-3">
            <ol className="grid gap-3" aria-label="Hours on this date">
              {ranges.map((range, index) => (
                <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                  <TimeField
                    field={field(`ranges.${index}.startTime`, range.startTime, (v) =>
                      setRange(index, { startTime: v }),
                    )}
                    label="Start"
                  />
                  <TimeField
                    field={field(`ranges.${index}.endTime`, range.endTime, (v) =>
                      setRange(index, { endTime: v }),
                    )}
                    label="End"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove hours ${index + 1}`}
                    disabled={ranges.length === 1}
                    onClick={() => setRanges((rows) => rows.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
            {errors.ranges && (
              <p className="text-sm text-destructive" role="alert">
                {errors.ranges}
              </p>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={ranges.length >= MAX_OVERRIDE_RANGES}
              onClick={() => setRanges((rows) => [...rows, nextRange(rows)])}
            >
              <Plus aria-hidden />
              Add hours
            </Button>
          </div>
        )}
      </DialogForm>
    </FormDialog>
  );
}
