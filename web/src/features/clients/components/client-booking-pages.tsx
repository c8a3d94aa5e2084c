import { useState } from 'react';
import { Link } from 'react-router';
import { clientMessages, type TClient } from '@contracts/clients/client';
import { routePath } from '@contracts/route';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { LinkChoice } from '@/components/forms/link-choice';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useBookingPages } from '@/features/booking-pages/owner-booking-pages';
import { useAction } from '@/lib/use-action';
import { clientKey } from '../api/get-client';
import { clientsPath } from '../api/get-clients';
import { linkBookingPage } from '../api/link-booking-page';
import { timesheetPath } from '../lib/client-display';

/**
 * The booking pages that bill the client, each leading to its timesheet, and the choice of
 * another of the owner's pages to bill it. A page that billed another client moves to this one:
 * its billing settings then show this client's details.
 */
export function ClientBookingPages({ client, sub }: { client: TClient; sub: string }) {
  return (
    <Card>
      <CardHeader>
        {/* Under the page's h1, the client's name. */}
        <h2 className="text-xl leading-none font-semibold tracking-tight">Booking pages</h2>
        <CardDescription>
          Time logged on these pages is billed to this client, by its currency and terms.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {client.bookingPages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No booking page bills this client yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Booking pages of this client">
            {client.bookingPages.map((page) => (
              <li key={page.id}>
                <Link
                  to={timesheetPath(page.id)}
                  className="font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LinkPage client={client} sub={sub} />
      </CardContent>
    </Card>
  );
}

/** A select of the owner's pages that do not bill this client yet, and "Link". */
function LinkPage({ client, sub }: { client: TClient; sub: string }) {
  const pages = useBookingPages(sub);
  const { act, busy } = useAction();
  const [chosen, setChosen] = useState('');

  if (!pages.data) {
    return pages.error ? (
      <LoadFailed
        title="Your booking pages could not be loaded."
        error={pages.error}
        onRetry={() => void pages.mutate()}
      />
    ) : (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading your booking pages" /> Loading your booking pages...
      </p>
    );
  }
  const linked = new Set(client.bookingPages.map((page) => page.id));
  const choices = pages.data.filter((page) => !linked.has(page.id));
  if (choices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {pages.data.length === 0 ? (
          <>
            You have no booking pages yet.{' '}
            <Link
              to="/booking-pages/new"
              className="text-primary underline-offset-4 hover:underline"
            >
              Create one
            </Link>{' '}
            to bill this client.
          </>
        ) : (
          'Every one of your booking pages bills this client.'
        )}
      </p>
    );
  }

  const link = async () => {
    if (!chosen) return;
    const linkedPage = await act({
      run: () => linkBookingPage(client.id, chosen),
      success: clientMessages.linked,
      error: clientMessages.saveFailed,
      // The page's billing settings now show this client's details; the list counts its pages.
      revalidate: [
        clientKey(client.id),
        clientsPath,
        routePath(timesheetRoutes.getBilling, { id: chosen }),
      ],
    });
    if (linkedPage.ok) setChosen('');
  };

  return (
    <LinkChoice
      label="Link another booking page"
      placeholder="Choose a booking page"
      choices={choices}
      value={chosen}
      onChange={setChosen}
      onLink={() => void link()}
      disabled={busy}
      linking={busy}
      hint="A page that bills another client moves to this one, and bills by this client's details from then on."
    />
  );
}
