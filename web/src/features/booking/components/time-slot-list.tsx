import type { TSlot } from '@contracts/booking/public-booking';
import { cn } from '@/lib/cn';
import { formatSlotTime } from '../lib/slot-dates';

/** The chosen day's free times as toggle buttons, in the visitor's zone (named below them). */
export function TimeSlotList({
  label,
  slots,
  zone,
  selected,
  onSelect,
}: {
  /** e.g. "Available times on Tuesday, March 11". */
  label: string;
  slots: TSlot[];
  zone: string;
  selected: string | null;
  onSelect: (slot: TSlot) => void;
}) {
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{label}</h3>
      {slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No times are left on this day. Please choose another date.
        </p>
      ) : (
        <div role="group" aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {slots.map((slot) => {
            const pressed = slot.start === selected;
            return (
              <button
                key={slot.start}
                type="button"
                aria-pressed={pressed}
                data-start={slot.start}
                onClick={() => onSelect(slot)}
                className={cn(
                  'h-10 cursor-pointer rounded-md border text-sm font-medium transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {formatSlotTime(slot.start, zone)}
              </button>
            );
          })}
        </div>
      )}
      <p className="text-xs text-muted-foreground">Times shown in {zone}</p>
    </div>
  );
}
