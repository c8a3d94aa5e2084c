import { Button } from './button';
import { Spinner } from './spinner';

/**
 * "Load more" under a paged list, while the server has more. Not disabled while the next page
 * loads (only marked so), so the keyboard focus stays on it; a press meanwhile does nothing.
 */
export function LoadMoreButton({
  loading,
  onMore,
  label,
  loadingLabel,
}: {
  loading: boolean;
  onMore: () => void;
  /** The button's text, e.g. "Load more". */
  label: string;
  /** What the spinner tells a screen reader, e.g. "Loading more articles". */
  loadingLabel: string;
}) {
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        aria-disabled={loading || undefined}
        className="aria-disabled:opacity-50"
        onClick={() => {
          if (!loading) onMore();
        }}
      >
        {loading && <Spinner label={loadingLabel} />}
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
