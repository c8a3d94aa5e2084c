import type { TBookingPage } from '@contracts/booking/booking-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import type { SessionUser } from '@/features/auth/session';
import { useCalendarProviders } from '../api/get-calendar-providers';
import { useConnections } from '../api/get-connections';
import { ScreenBackLink } from '../components/back-link';
import { ConnectionList } from '../components/connection-list';
import { LocalCalendarDialog } from '../components/local-calendar-dialog';
import { OAuthConnectButtons } from '../components/oauth-connect-buttons';
import { OwnedBookingPageScreen } from '../components/owned-booking-page';
import { SyncButton } from '../components/sync-button';

/** Spec §9: anonymous visitors go to /auth only after this wait. */
const SIGN_IN_GRACE_MS = 500;

/** `/booking-pages/{id}/connect`: the calendars connected to a booking page (spec §2). */
export default function ConnectCalendarsPage() {
  return (
    <OwnedBookingPageScreen graceMs={SIGN_IN_GRACE_MS}>
      {(page, user) => <ConnectCalendars page={page} user={user} />}
    </OwnedBookingPageScreen>
  );
}

function ConnectCalendars({ page, user }: { page: TBookingPage; user: SessionUser }) {
  const connections = useConnections(page.id, user.sub);
  // Google and Microsoft are spoken of only where this site can connect them.
  const external = (useCalendarProviders(user.sub).data?.providers.length ?? 0) > 0;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <DocumentTitle title={`Connect calendars — ${page.name}`} />
      <ScreenBackLink to={`/booking-pages/${encodeURIComponent(page.id)}`}>
        Back to Calendar
      </ScreenBackLink>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Connect Calendars</h1>
        <p className="text-muted-foreground break-words">
          Calendars whose events block time on “{page.name}”. The first one connected is the primary
          calendar.
        </p>
        {/* What the backend does unasked, so the owner knows Sync Now is only for "right now". */}
        {external && (
          <p className="text-muted-foreground">
            Connected Google and Microsoft calendars sync automatically, every 15 minutes and again
            before visitors see your free times; Sync Now syncs them straight away. When the primary
            calendar is a Google or Microsoft one, bookings made on this page are added to it (and
            moved or removed there when rescheduled or cancelled), with a Google Meet or Microsoft
            Teams link when the visitor picks that platform.
          </p>
        )}
      </header>

      <ConnectionList bookingPageId={page.id} connections={connections} />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Add a calendar</CardTitle>
          <CardDescription>
            {external
              ? 'Keep a local calendar in vCISO Hub, or connect an external one.'
              : 'Keep a local calendar in vCISO Hub.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-col gap-2 sm:flex-row">
            <LocalCalendarDialog bookingPageId={page.id} />
            <SyncButton bookingPageId={page.id} />
          </div>
          <OAuthConnectButtons bookingPageId={page.id} sub={user.sub} />
        </CardContent>
      </Card>
    </div>
  );
}
