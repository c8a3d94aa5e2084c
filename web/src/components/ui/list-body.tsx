import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The states every list screen has: loading, failed with a retry, empty with the spec's text,
 * and the items. Items already shown stay while a reload runs or fails.
 */
export function ListBody<T>({
  items,
  isLoading,
  failed,
  onRetry,
  loadingText,
  failedText,
  emptyText,
  children,
}: {
  items: T[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** e.g. "Loading articles..." */
  loadingText: string;
  failedText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  if (items === undefined && isLoading)
    return (
      <div className="flex items-center justify-center gap-3 py-8 text-muted-foreground">
        <Spinner label={loadingText.replace(/\.+$/, '')} />
        <span>{loadingText}</span>
      </div>
    );
  if (items === undefined && failed)
    return (
      <div className="grid justify-items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground">{failedText}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!items?.length) return <p className="py-8 text-center text-muted-foreground">{emptyText}</p>;
  return children(items);
}
