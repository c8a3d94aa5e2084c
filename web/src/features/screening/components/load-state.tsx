import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';

/** "Loading …" with a spinner, for a part of a screen that has nothing to show yet. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-muted-foreground">
      <Spinner label={text.replace(/\.+$/, '')} />
      <span>{text}</span>
    </div>
  );
}

/** A failed load: what failed, the server's reason, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 py-4">
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
