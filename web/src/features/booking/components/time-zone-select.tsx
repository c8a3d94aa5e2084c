import { useId, useMemo, useState } from 'react';
import Globe from 'lucide-react/icons/globe';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { matchZone, zoneChoices, zoneLabel } from '../lib/visitor-zone';

/**
 * The zone the public page shows times in: the browser's at first, named, and changeable in one
 * field that searches the several hundred zones as the visitor types ("new york", "Paris"). A
 * zone is taken once the text names one; text that names none goes back to the current zone when
 * the field is left.
 */
export function TimeZoneSelect({
  zone,
  onZoneChange,
}: {
  zone: string;
  onZoneChange: (zone: string) => void;
}) {
  const id = useId();
  const all = useMemo(() => zoneChoices(zone), [zone]);
  // What is typed; null while the field shows the current zone.
  const [text, setText] = useState<string | null>(null);

  const onText = (value: string) => {
    setText(value);
    const found = matchZone(all, value);
    if (found && found !== zone) onZoneChange(found);
  };

  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Globe className="size-4" aria-hidden />
        Times shown in {zone}
      </p>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor={`${id}-zone`}>Time zone</Label>
        <Input
          id={`${id}-zone`}
          list={`${id}-zones`}
          value={text ?? zone}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          // The whole name is selected, so typing replaces it and the list is not narrowed to it.
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => setText(null)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setText(null);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Type a city or region, e.g. Paris or New York, and pick it from the list.
        </p>
        <datalist id={`${id}-zones`}>
          {all.map((name) => (
            <option key={name} value={name}>
              {zoneLabel(name)}
            </option>
          ))}
        </datalist>
      </div>
    </div>
  );
}
