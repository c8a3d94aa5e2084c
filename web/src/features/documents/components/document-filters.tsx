import { useEffect, useId, useState, type FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  normalSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  STATUS_CHOICES,
  statusFromChoice,
  type DocumentListFilters,
} from '../lib/document-list';

/**
 * The All documents filters: a status group and a title search. The search follows typing once
 * the keys have rested for a moment (Enter searches at once), and follows the URL when it changes
 * from elsewhere (Back, a link).
 */
export function DocumentFilters({
  filters,
  onChange,
}: {
  filters: DocumentListFilters;
  onChange: (next: DocumentListFilters) => void;
}) {
  const statusId = useId();
  const searchId = useId();
  const { status, q } = filters;
  const [text, setText] = useState(q);
  // A search that arrives from the URL replaces the box's text unless the text already means it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (normalSearch(text) !== q) setText(q);
  }

  useEffect(() => {
    const next = normalSearch(text);
    if (next === q) return;
    const timer = window.setTimeout(() => onChange({ status, q: next }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, status, onChange]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    const next = normalSearch(text);
    if (next !== q) onChange({ status, q: next });
  };

  return (
    <form
      role="search"
      aria-label="Filter documents"
      className="grid gap-4 sm:grid-cols-[14rem_minmax(0,28rem)]"
      onSubmit={searchNow}
    >
      <div className="grid gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect
          id={statusId}
          value={status ?? ''}
          onChange={(event) => onChange({ status: statusFromChoice(event.target.value), q })}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search by title</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className="pl-9"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
    </form>
  );
}
