import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** The part of a list's SWR hook answer that the list states read. */
export interface ListQuery<T> {
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

export interface ListTexts {
  /** e.g. "Loading articles..." */
  loading: string;
  failed: string;
  /** The spec's empty text, e.g. "No articles yet. Create your first one above!" */
  empty: string;
}

export interface ListBodyProps<T> {
  query: ListQuery<T>;
  texts: ListTexts;
  /**
   * The way to the first item, under the empty text (e.g. a new account's "Add client"), for a
   * list that a person fills themselves.
   */
  emptyAction?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The states every list screen has: loading, failed with a retry, empty with the spec's text
 * (and the way to a first item where there is one), and the items. Items already shown stay
 * while a reload runs or fails.
 */
export function ListBody<T>({ query, texts, emptyAction, children }: ListBodyProps<T>) {
  const { data: items, error, isLoading } = query;
  if (items === undefined && isLoading)
    return (
      <div className="flex items-center justify-center gap-3 py-8 text-muted-foreground">
        <Spinner label={texts.loading.replace(/\.+$/, '')} />
        <span>{texts.loading}</span>
      </div>
    );
  if (items === undefined && error)
    return (
      <div className="grid justify-items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground">{texts.failed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!items?.length)
    return emptyAction ? (
      <div className="grid justify-items-center gap-4 py-8 text-center">
        <p className="max-w-prose text-muted-foreground">{texts.empty}</p>
        {emptyAction}
      </div>
    ) : (
      <p className="py-8 text-center text-muted-foreground">{texts.empty}</p>
    );
  return children(items);
}
