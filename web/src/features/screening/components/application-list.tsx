import { applicationMessages } from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApplications } from '../api/get-applications';
import { emptyListText, filterName, fromList, type ListFilters } from '../lib/list-params';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';
import { ApplicationsTable } from './applications-table';
import { Loading, LoadFailed } from './load-state';

/** The summaries of one kind and status, with "Load more" while the server has more. */
export function ApplicationList({ filters, sub }: { filters: ListFilters; sub: string }) {
  const { data, error, size, setSize, mutate, isValidating } = useApplications(filters, sub);
  useLoadFailureToast(applicationMessages.loadFailed, error);

  if (!data) {
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

  const applications = data.flatMap((page) => page.applications);
  const nextCursor = data.at(-1)?.nextCursor ?? null;
  const loadingMore = data.length < size && !error;
  if (applications.length === 0 && !nextCursor)
    return <p className="py-8 text-center text-muted-foreground">{emptyListText(filters)}</p>;

  return (
    <div className="grid gap-4" aria-busy={isValidating}>
      <ApplicationsTable
        applications={applications}
        from={fromList(filters)}
        caption={`Applications in ${filterName(filters)}, newest first`}
      />
      {error ? (
        <LoadFailed
          title={applicationMessages.loadFailed}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        nextCursor && (
          <div className="flex justify-center">
            <Button variant="outline" disabled={loadingMore} onClick={() => void setSize(size + 1)}>
              {loadingMore && <Spinner label="Loading more applications" />}
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
