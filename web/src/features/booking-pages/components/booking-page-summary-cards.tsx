import { Link } from 'react-router';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import Link2 from 'lucide-react/icons/link-2';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CopyLinkButton } from './copy-link-button';
import { PauseToggle } from './pause-toggle';

/**
 * The calendar view's cards (spec §2): the public link with the page's Edit and Pause / Activate,
 * connected calendars and timesheets.
 */
export function BookingPageSummaryCards({
  page,
  connectionCount,
}: {
  page: TBookingPage;
  connectionCount: number;
}) {
  const query = `?calendar=${encodeURIComponent(page.id)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={<Link2 aria-hidden />} title="Booking Link">
        <p
          className="truncate font-mono text-xs text-muted-foreground"
          title={`/book/${page.slug}`}
        >
          /book/{page.slug}
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton slug={page.slug} />
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/booking-pages/${encodeURIComponent(page.id)}/edit`}
              aria-label={`Edit ${page.name}`}
            >
              Edit
            </Link>
          </Button>
          <PauseToggle page={page} />
        </div>
      </SummaryCard>
      <SummaryCard icon={<CalendarCheck aria-hidden />} title="Calendars">
        <p className="text-sm text-muted-foreground">
          {connectionCount === 1
            ? '1 calendar connected'
            : `${connectionCount} calendars connected`}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to={`/booking-pages/${encodeURIComponent(page.id)}/connect`}>Manage calendars</Link>
        </Button>
      </SummaryCard>
      <SummaryCard icon={<Clock aria-hidden />} title="Timesheets">
        <p className="text-sm text-muted-foreground">Track the time you spend with clients.</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/timesheets${query}`} aria-label="View timesheets">
              View
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to={`/timesheets/new${query}`}>Log Time</Link>
          </Button>
        </div>
      </SummaryCard>
    </div>
  );
}

function SummaryCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold [&_svg]:size-4 [&_svg]:text-muted-foreground">
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">{children}</CardContent>
    </Card>
  );
}
