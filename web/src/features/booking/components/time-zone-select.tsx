import { useId, useMemo, useState } from 'react';
import Globe from 'lucide-react/icons/globe';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { filterZones, zoneChoices, zoneLabel } from '../lib/visitor-zone';

/**
 * The zone the public page shows times in: the browser's at first, named, and changeable. The
 * search narrows the list of several hundred zones; the chosen one always stays in it.
 */
export function TimeZoneSelect({
  zone,
  onZoneChange,
}: {
  zone: string;
  onZoneChange: (zone: string) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => zoneChoices(zone), [zone]);
  const shown = useMemo(() => {
    const found = filterZones(all, query);
    return found.includes(zone) ? found : [zone, ...found];
  }, [all, query, zone]);

  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Globe className="size-4" aria-hidden />
        Times shown in {zone}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>Search time zones</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder="e.g. Paris"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-zone`}>Time zone</Label>
          <NativeSelect
            id={`${id}-zone`}
            value={zone}
            onChange={(event) => onZoneChange(event.target.value)}
          >
            {shown.map((name) => (
              <option key={name} value={name}>
                {zoneLabel(name)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
