import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  myApplicationMessages,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { Loading, LoadFailed, useLoadFailureToast } from '@/features/screening/applicant-view';
import { ApiError } from '@/lib/api-client';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationNotFound } from './application-not-found';
import { BackToList } from './back-to-list';

/**
 * The application of the page's `:id`, loaded for its screen: loading, a failure with "Try
 * again", or not found (someone else's answers 404 too, exactly like one that does not exist);
 * `children` once it is there.
 */
export function LoadedApplication({
  sub,
  children,
}: {
  sub: string;
  children: (application: TMyApplication) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { data: application, error, mutate } = useMyApplication(id, sub);
  const notFound = error instanceof ApiError && error.status === 404;
  useLoadFailureToast(
    myApplicationMessages.loadOneFailed,
    application || notFound ? undefined : error,
  );

  if (application) return children(application);
  if (notFound) return <ApplicationNotFound />;
  return (
    <>
      <BackToList />
      {error ? (
        <LoadFailed
          title={myApplicationMessages.loadOneFailed}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <Loading text="Loading your application..." />
      )}
    </>
  );
}
