import { useMemo, type ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { timeZoneOptions, zoneName } from '../lib/booking-page-form';

/**
 * The time zone select of the owner's forms: every zone the runtime knows, `defaultZone` always
 * among them, named with spaces ("America/New York").
 */
export function ZoneSelect({
  defaultZone,
  ...select
}: ComponentProps<typeof NativeSelect> & { defaultZone: string }) {
  const zones = useMemo(() => timeZoneOptions(defaultZone), [defaultZone]);
  return (
    <NativeSelect {...select}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zoneName(zone)}
        </option>
      ))}
    </NativeSelect>
  );
}
