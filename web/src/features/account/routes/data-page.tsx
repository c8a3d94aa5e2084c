import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { CloseAccountCard } from '../components/close-account-card';
import { DownloadDataCard } from '../components/download-data-card';

/**
 * `/account/data` ("Your data"): download an archive of everything the account holds, or close
 * the account. Signed-out visitors go to sign in and come back here.
 */
export default function DataPage() {
  return (
    <>
      <DocumentTitle title="Your data" />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
            <div className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">Your data</h1>
              <p className="text-muted-foreground">
                Download a copy of everything your account holds, or close your account and delete
                it.{' '}
                <Link
                  to="/privacy#retention"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Our privacy policy
                </Link>{' '}
                says how long we keep each kind of data.
              </p>
            </div>
            <DownloadDataCard sub={user.sub} />
            <CloseAccountCard />
          </div>
        )}
      </RequireUser>
    </>
  );
}
