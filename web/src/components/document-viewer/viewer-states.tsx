import FileWarning from 'lucide-react/icons/file-warning';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the file downloads and its pages are laid out. */
export function ViewerLoading() {
  return (
    <div className="flex h-[75vh] min-h-80 items-center justify-center gap-3 rounded-lg border bg-muted/60 text-muted-foreground">
      <Spinner label="Loading document" />
      <span>Loading document...</span>
    </div>
  );
}

/** The file could not be fetched or read: say so and offer another try. */
export function ViewerError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid h-[75vh] min-h-80 content-center justify-items-center gap-3 rounded-lg border bg-muted/60 p-4 text-center"
    >
      <FileWarning className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">The document could not be shown.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
