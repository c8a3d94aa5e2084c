import { LoadFailed } from './load-failed';
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
  if (error) return <LoadFailed title={failed} error={error} onRetry={onRetry} centered />;
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
