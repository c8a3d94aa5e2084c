import { useId } from 'react';
import Globe from 'lucide-react/icons/globe';
import { NativeSelect } from '@/components/ui/native-select';
import type { WeekClock, WeekZoneChoice } from '../lib/week-zone';

/**
 * Says which zone the week's hours are on. When the device is in another zone than the booking
 * page, the owner may switch between the two.
 */
export function WeekZone({
  choices,
  clock,
  onClockChange,
}: {
  choices: WeekZoneChoice[];
  clock: WeekClock;
  onClockChange: (clock: WeekClock) => void;
}) {
  const id = useId();
  if (choices.length === 1)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="week-zone">
        <Globe className="size-4 shrink-0" aria-hidden />
        Times in {choices[0]!.label}
      </p>
    );
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <Globe className="size-4 shrink-0" aria-hidden />
      <label htmlFor={id}>Times in</label>
      <NativeSelect
        id={id}
        className="h-9"
        value={clock}
        onChange={(event) => onClockChange(event.target.value as WeekClock)}
      >
        {choices.map((c) => (
          <option key={c.clock} value={c.clock}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
