import { useEffect, useState, type ReactNode } from 'react';
import Search from 'lucide-react/icons/search';
import { Input } from './input';

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives in the URL: it searches once the keys have rested
 * for a moment (`searchNow` for Enter), and follows the URL when it changes from elsewhere (Back,
 * a link) unless the text already means that search. `normalize` is the list's own reading of a
 * search (trimmed, cut to what the API accepts).
 */
export function useSearchText(
  value: string,
  onSearch: (q: string) => void,
  normalize: (text: string) => string,
) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (normalize(text) !== value) setText(value);
  }

  useEffect(() => {
    const next = normalize(text);
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, normalize]);

  const searchNow = () => {
    const next = normalize(text);
    if (next !== value) onSearch(next);
  };
  return { text, setText, searchNow };
}

/**
 * The form around a search box: a search landmark named `label`. Enter searches at once
 * (`onSearchNow`, the `searchNow` of `useSearchText`) instead of leaving the page.
 */
export function SearchForm({
  label,
  className,
  onSearchNow,
  children,
}: {
  label: string;
  className: string;
  onSearchNow: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearchNow();
      }}
    >
      {children}
    </form>
  );
}

/** The search field itself: a magnifier and a plain search input. */
export function SearchInput({
  id,
  text,
  onText,
  maxLength,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  maxLength: number;
}) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        className="pl-9"
        onChange={(event) => onText(event.target.value)}
      />
    </div>
  );
}
