import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { RECENT_SIGN_IN_SECONDS } from '@contracts/account/close-account';
import { dataExportMessages, type TDataExport } from '@contracts/account/data-export';
import { RETENTION } from '@contracts/account/retention';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/lib/use-action';
import { dataExportKey, requestDataExport, useDataExport } from '../api/data-export';
import { needsFreshSignIn } from '../lib/close-account';
import { formatDateTime, formatSize } from '../lib/data-export';
import { SignInAgainButton, useSignInAgain } from './sign-in-again';

/** What the page says of an archive that could not be built. */
export const EXPORT_FAILED_NOTICE =
  'We could not prepare your archive. Please try again; if it keeps failing, contact us.';

/** Why the page asks for a fresh sign-in before an archive is prepared. */
export const EXPORT_REAUTHENTICATE_NOTICE = `Preparing an archive of all your data needs a sign-in within the last ${RECENT_SIGN_IN_SECONDS / 60} minutes, so that nobody else at an open screen can do it. Sign in again and you come back to this page.`;

/**
 * "Download my data": one archive of the person's data. Asking for it starts the
 * work on the server; the page asks again every few seconds until the archive is ready, and the
 * account is mailed a link to this page too, so the visitor may leave meanwhile.
 */
export function DownloadDataCard({ sub }: { sub: string }) {
  const { data, error, isLoading } = useDataExport(sub);
  const { act, busy } = useAction();
  const [reauthenticate, setReauthenticate] = useState(false);

  const prepare = async () => {
    const requested = await act({
      run: requestDataExport,
      success: dataExportMessages.requested,
      // The server's reason below the title: one already being prepared (409), the daily limit
      // (429), a sign-in too old (403).
      error: dataExportMessages.requestFailed,
      revalidate: [dataExportKey],
    });
    setReauthenticate(!requested.ok && needsFreshSignIn(requested.error));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          A copy of your data, as one ZIP archive you can keep or take elsewhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-2">
          <p>The archive holds:</p>
          <ul className="list-disc space-y-1 pl-6 text-muted-foreground marker:text-primary">
            <li>
              <strong className="font-medium text-foreground">data.json</strong>: your records as
              your own pages show them — booking pages, meetings, time entries, documents and their
              signing records, libraries, templates, invoices and applications, with the notes our
              screeners wrote about them. Of other people it holds only what your pages already show
              you;
            </li>
            <li>
              the files: your documents with their signed copies and certificates, the photos of
              your applications, your timesheet exports and your invoices.
            </li>
          </ul>
          <p className="text-muted-foreground">
            An archive is kept for {RETENTION.dataExportDays} days, then deleted. We e-mail you a
            link to this page when it is ready.
          </p>
        </div>
        {reauthenticate ? (
          <SignInAgainForArchive />
        ) : (
          <ArchiveState
            archive={data}
            loadFailed={!!error && !data}
            loading={isLoading}
            busy={busy}
            onPrepare={() => void prepare()}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The server asked for a fresh sign-in: say why, and offer one that comes back to this page. */
export function SignInAgainForArchive() {
  const { busy, signIn } = useSignInAgain();
  return (
    <div className="grid gap-3">
      <div
        role="alert"
        className="grid gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
      >
        <p className="font-medium">{dataExportMessages.reauthenticate}</p>
        <p>{EXPORT_REAUTHENTICATE_NOTICE}</p>
      </div>
      <div>
        <SignInAgainButton busy={busy} onClick={signIn} />
      </div>
    </div>
  );
}

/** Where the latest archive stands, with the action that fits. */
export function ArchiveState({
  archive,
  loadFailed,
  loading,
  busy,
  onPrepare,
}: {
  archive: TDataExport | undefined;
  loadFailed: boolean;
  loading: boolean;
  /** While the request is under way, the button is disabled. */
  busy: boolean;
  onPrepare: () => void;
}) {
  const prepareButton = (variant: 'default' | 'outline' = 'default') => (
    <div>
      <Button variant={variant} onClick={onPrepare} disabled={busy}>
        Prepare my archive
      </Button>
    </div>
  );
  if (loading && !archive) {
    return (
      <div className="flex justify-center py-2">
        <Spinner label="Loading your archive" />
      </div>
    );
  }
  if (loadFailed || !archive) {
    return (
      <>
        <p className="text-destructive">{dataExportMessages.loadFailed}</p>
        {prepareButton()}
      </>
    );
  }
  switch (archive.status) {
    case 'pending':
      return (
        <div className="grid gap-1 rounded-md border p-4" aria-live="polite">
          <p className="flex items-center gap-2 font-medium">
            <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-hidden />
            Preparing…
          </p>
          <p className="text-muted-foreground">
            {archive.requestedAt ? `Requested ${formatDateTime(archive.requestedAt)}. ` : ''}
            This page updates by itself; you can also leave it and follow the link we e-mail you.
          </p>
        </div>
      );
    case 'ready':
      return (
        <>
          <div className="grid gap-3 rounded-md border p-4" aria-live="polite">
            <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">Prepared</dt>
              <dd>{formatDateTime(archive.readyAt)}</dd>
              {archive.size !== null && (
                <>
                  <dt className="text-muted-foreground">Size</dt>
                  <dd>{formatSize(archive.size)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Available until</dt>
              <dd>{formatDateTime(archive.expiresAt)}</dd>
            </dl>
            {archive.downloadUrl && (
              <div>
                <Button asChild>
                  <a href={archive.downloadUrl} download>
                    <Download aria-hidden />
                    Download archive
                  </a>
                </Button>
              </div>
            )}
          </div>
          <p className="text-muted-foreground">A new archive replaces this one.</p>
          {prepareButton('outline')}
        </>
      );
    case 'failed':
      return (
        <>
          <p className="text-destructive" role="alert">
            {EXPORT_FAILED_NOTICE}
          </p>
          {prepareButton()}
        </>
      );
    default:
      return prepareButton();
  }
}
