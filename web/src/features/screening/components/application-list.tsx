import { useMemo } from 'react';
import { applicationMessages } from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApplications } from '../api/get-applications';
import {
  applicationListView,
  emptyListText,
  filterName,
  fromList,
  listAnnouncement,
  listTexts,
  type ListFilters,
} from '../lib/list-params';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';
import { ApplicationsTable } from './applications-table';
import { Loading, LoadFailed } from './load-state';

/**
 * The summaries of one kind, status and search, with "Load more" while the server has more. A
 * search page may come back with few applications or none and still go on, so "nothing" is said
 * only once a page ends the list; before that the list offers to look further.
 */
export function ApplicationList({ filters, sub }: { filters: ListFilters; sub: string }) {
  const { data, error, size, setSize, mutate, isValidating } = useApplications(filters, sub);
  useLoadFailureToast(applicationMessages.loadFailed, error);
  const view = useMemo(() => data && applicationListView(data), [data]);

  if (!data || !view) {
    return error ? (
      <LoadFailed
        title={applicationMessages.loadFailed}
        error={error}
        onRetry={() => void mutate()}
      />
    ) : (
      <Loading text="Loading applications..." />
    );
  }

  const { applications, nextCursor, empty } = view;
  const loadingMore = data.length < size && !error;
  const announcement = (
    <p role="status" className="sr-only">
      {listAnnouncement(view, filters)}
    </p>
  );
  if (empty)
    return (
      <>
        <p className="py-8 text-center text-muted-foreground">{emptyListText(filters)}</p>
        {announcement}
      </>
    );

  return (
    <div className="grid gap-4" aria-busy={isValidating}>
      {applications.length > 0 ? (
        <ApplicationsTable
          applications={applications}
          from={fromList(filters)}
          caption={`Applications in ${filterName(filters)}, newest first`}
        />
      ) : (
        <p className="py-8 text-center text-muted-foreground">{listTexts.nothingYet}</p>
      )}
      {error ? (
        <LoadFailed
          title={applicationMessages.loadFailed}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        nextCursor && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              // Not disabled while it loads, so the keyboard focus stays on it.
              aria-disabled={loadingMore || undefined}
              className="aria-disabled:opacity-50"
              onClick={() => {
                if (!loadingMore) void setSize(size + 1);
              }}
            >
              {loadingMore && <Spinner label="Loading more applications" />}
              {loadingMore ? 'Loading...' : listTexts.loadMore}
            </Button>
          </div>
        )
      )}
      {announcement}
    </div>
  );
}
