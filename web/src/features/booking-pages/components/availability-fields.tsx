import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  DAY_NAMES,
  MAX_AVAILABILITY_SLOTS,
  type TCreateBookingPage,
} from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { nextAvailabilityRow, type AvailabilityRow } from '../lib/booking-page-form';
import { TimeField } from './time-field';

type FieldOf = (name: `availability.${number}.${keyof AvailabilityRow}`) => ContractField;

/**
 * The availability rows of the create form (spec §5): a day with a start and end time each; rows
 * can be added and removed. Each row's messages (e.g. an end before the start) show beside it.
 */
export function AvailabilityFields({
  control,
  getValues,
  field,
  error,
}: {
  control: Control<TCreateBookingPage>;
  getValues: UseFormReturn<TCreateBookingPage>['getValues'];
  field: FieldOf;
  /** The list's own message, e.g. "Add at least one availability slot". */
  error: string | undefined;
}) {
  const rows = useFieldArray({ control, name: 'availability' });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Availability</legend>
      <p className="text-xs text-muted-foreground">
        The hours clients can book, in the time zone above.
      </p>
      <ol className="grid gap-3" aria-label="Availability slots">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
          >
            <FormField field={field(`availability.${index}.dayOfWeek`)} label="Day">
              {(control) => (
                <NativeSelect {...control}>
                  {DAY_NAMES.map((day, value) => (
                    <option key={day} value={String(value)}>
                      {day}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <TimeField field={field(`availability.${index}.startTime`)} label="Start" />
            <TimeField field={field(`availability.${index}.endTime`)} label="End" />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-10 text-destructive hover:text-destructive sm:mt-6"
              aria-label={`Remove slot ${index + 1}`}
              title="Remove slot"
              disabled={rows.fields.length === 1}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_AVAILABILITY_SLOTS}
          onClick={() =>
            rows.append(nextAvailabilityRow(getValues('availability') as AvailabilityRow[]))
          }
        >
          <Plus aria-hidden />
          Add Slot
        </Button>
      </div>
    </fieldset>
  );
}
