import { useMemo } from 'react';
import { applicationMessages } from '@contracts/applications/application';
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
import { LoadMoreButton } from '@/components/ui/load-more-button';

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
          <LoadMoreButton
            loading={loadingMore}
            onMore={() => void setSize(size + 1)}
            label={listTexts.loadMore}
            loadingLabel="Loading more applications"
          />
        )
      )}
      {announcement}
    </div>
  );
}
