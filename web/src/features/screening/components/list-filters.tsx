import { useId } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchForm, SearchInput, useSearchText } from '@/components/ui/search-box';
import { normalSearch, SEARCH_MAX_LENGTH } from '../lib/list-params';

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
  const { text, setText, searchNow } = useSearchText(value, onChange, normalSearch);

  return (
    <SearchForm label="Search applications" className="grid gap-2 sm:w-72" onSearchNow={searchNow}>
      <Label htmlFor={id}>Search by name or email</Label>
      <SearchInput id={id} text={text} onText={setText} maxLength={SEARCH_MAX_LENGTH} />
    </SearchForm>
  );
}
