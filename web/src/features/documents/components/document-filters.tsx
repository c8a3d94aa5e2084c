import { useCallback, useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchForm, SearchInput, useSearchText } from '@/components/ui/search-box';
import {
  normalSearch,
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
  const search = useCallback((next: string) => onChange({ status, q: next }), [onChange, status]);
  const { text, setText, searchNow } = useSearchText(q, search, normalSearch);

  return (
    <SearchForm
      label="Filter documents"
      className="grid gap-4 sm:grid-cols-[14rem_minmax(0,28rem)]"
      onSearchNow={searchNow}
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
        <SearchInput id={searchId} text={text} onText={setText} maxLength={SEARCH_MAX_LENGTH} />
      </div>
    </SearchForm>
  );
}
