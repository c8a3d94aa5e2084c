import { useEffect, useId, useState, type FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { normalSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../lib/list-params';

const ALL = '';

/** The status filter: every status, or one of `APPLICATION_STATUSES`. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TApplicationStatus | undefined;
  onChange: (status: TApplicationStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2 sm:w-56">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect
        id={id}
        value={value ?? ALL}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === ALL ? undefined : (next as TApplicationStatus));
        }}
      >
        <option value={ALL}>All</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The name or e-mail search. It follows typing once the keys have rested for a moment (Enter
 * searches at once), and follows the URL when it changes from elsewhere (Back, a link).
 */
export function SearchFilter({
  value,
  onChange,
}: {
  /** The search the list shows (from the URL); empty: everyone. */
  value: string;
  onChange: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A search that arrives from the URL replaces the box's text unless the text already means it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (normalSearch(text) !== value) setText(value);
  }

  useEffect(() => {
    const next = normalSearch(text);
    if (next === value) return;
    const timer = window.setTimeout(() => onChange(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    const next = normalSearch(text);
    if (next !== value) onChange(next);
  };

  return (
    <form
      role="search"
      aria-label="Search applications"
      className="grid gap-2 sm:w-72"
      onSubmit={searchNow}
    >
      <Label htmlFor={id}>Search by name or email</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="pl-9"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </form>
  );
}
