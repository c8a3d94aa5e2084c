import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { Button } from './button';

export interface LoadFailedProps {
  /** What failed, e.g. "Failed to load periods". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Centred under a list; otherwise it starts where the section's text does. */
  centered?: boolean;
  className?: string;
}

/** A failed load: what failed, the server's reason, and "Try again". */
export function LoadFailed({
  title,
  error,
  onRetry,
  centered = false,
  className,
}: LoadFailedProps) {
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-2',
        centered ? 'justify-items-center text-center' : 'justify-items-start',
        className,
      )}
    >
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
