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
