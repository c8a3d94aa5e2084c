import { useMemo } from 'react';
import { myApplicationMessages } from '@contracts/applications/my-applications';
import { Loading, LoadFailed, useLoadFailureToast } from '@/features/screening/applicant-view';
import { useMyApplications } from '../api/get-my-applications';
import { listTexts, listView } from '../lib/my-applications';
import { ApplicationRow } from './application-row';
import { StartLinks } from './start-links';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/**
 * The applicant's submissions, newest first, as cards (one column on phones), with "Load more"
 * while the server has more. Rows already shown stay when a next page fails; its retry sits
 * where the button was.
 */
export function ApplicationList({ sub }: { sub: string }) {
  const { data, error, size, setSize, mutate, isValidating } = useMyApplications(sub);
  useLoadFailureToast(myApplicationMessages.loadFailed, error);
  const view = useMemo(() => data && listView(data), [data]);
  const retry = () => void mutate();
  const loadMore = () => void setSize(size + 1);

  if (!view) {
    return error ? (
      <LoadFailed title={myApplicationMessages.loadFailed} error={error} onRetry={retry} />
    ) : (
      <Loading text={listTexts.loading} />
    );
  }

  const { applications, nextCursor } = view;
  if (applications.length === 0 && !nextCursor) return <StartLinks />;
  const loadingMore = (data?.length ?? 0) < size && !error;

  return (
    <div className="grid gap-6" aria-busy={isValidating}>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your applications, newest first">
        {applications.map((application) => (
          <li key={application.id} data-testid="my-application-row">
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      {error ? (
        <LoadFailed title={myApplicationMessages.loadFailed} error={error} onRetry={retry} />
      ) : (
        nextCursor && (
          <LoadMoreButton
            loading={loadingMore}
            onMore={loadMore}
            label={listTexts.loadMore}
            loadingLabel="Loading more applications"
          />
        )
      )}
    </div>
  );
}
