import { errorMessage } from '@/lib/error-message';
import { Button } from './button';
import { LoadMoreButton } from './load-more-button';

/**
 * The foot of a paged list whose pages are already shown: the failure to read one more, with
 * "Try again", or "Load more" while the server has more.
 */
export function PagedListFooter({
  error,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  onMore,
  label,
  loadingLabel,
}: {
  error: unknown;
  /** What failed, e.g. "Failed to load documents". */
  failed: string;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** "Load more"'s text. */
  label: string;
  /** What the spinner tells a screen reader, e.g. "Loading more documents". */
  loadingLabel: string;
}) {
  if (error)
    return (
      <div role="alert" className="grid justify-items-center gap-2 text-center">
        <p className="font-medium text-destructive">{failed}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!hasMore) return null;
  return (
    <LoadMoreButton
      loading={loadingMore}
      onMore={onMore}
      label={label}
      loadingLabel={loadingLabel}
    />
  );
}
