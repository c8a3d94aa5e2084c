import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { Button } from './button';
import { Spinner } from './spinner';

/** A page's body while what it shows is read: a spinner and what is being loaded, e.g. "Loading meeting". */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 p-4 text-muted-foreground">
      <Spinner label={label} />
      <span>{label}...</span>
    </div>
  );
}

/** A page's body when what it shows could not be read: what failed, and "Try again". */
export function PageLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid min-h-[50vh] content-center justify-items-center gap-3 p-4 text-center">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An unknown id, a malformed one, or another owner's record all read as "not found". */
export const isNotFoundError = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A page's body for one of the owner's records (a booking page, a client, an engagement): a
 * spinner while it loads, the record's own "not found" for an unknown one, a retry when the load
 * failed otherwise, then the screen. `what` names it: "client" gives "Loading client" and "The
 * client could not be loaded."
 */
export function RecordState<T>({
  query: { data, error, mutate },
  what,
  notFound,
  children,
}: {
  query: { data?: T; error?: unknown; mutate: () => unknown };
  what: string;
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}) {
  if (data !== undefined) return children(data);
  if (isNotFoundError(error)) return notFound;
  if (error)
    return (
      <PageLoadFailed message={`The ${what} could not be loaded.`} onRetry={() => void mutate()} />
    );
  return <PageLoading label={`Loading ${what}`} />;
}
