import { useId } from 'react';
import Link2 from 'lucide-react/icons/link-2';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * A select of what may be linked and its "Link" button, with a hint under them: how a client
 * takes a booking page, and how an engagement takes one of its client's pages.
 */
export function LinkChoice({
  label,
  placeholder,
  choices,
  value,
  onChange,
  onLink,
  disabled,
  linking,
  hint,
}: {
  label: string;
  placeholder: string;
  choices: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  onLink: () => void;
  /** Something else of the list is being changed. */
  disabled: boolean;
  linking: boolean;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <NativeSelect
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={`${id}-hint`}
          >
            <option value="">{placeholder}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" disabled={!value || disabled} onClick={onLink}>
          <Link2 aria-hidden />
          {linking ? 'Linking...' : 'Link'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
