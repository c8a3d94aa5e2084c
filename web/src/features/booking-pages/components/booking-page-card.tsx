import { Link } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Link2 from 'lucide-react/icons/link-2';
import MapPin from 'lucide-react/icons/map-pin';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Video from 'lucide-react/icons/video';
import type { TBookingPageSummary } from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { pagePlace } from '../lib/page-place';
import { ActiveBadge } from './active-badge';
import { CopyLinkButton } from './copy-link-button';
import { DeleteBookingPageButton } from './delete-booking-page-button';
import { PauseToggle } from './pause-toggle';

/** One booking page on "My Booking Pages" (spec §2): its details and actions. */
export function BookingPageCard({
  page,
  onDeleted,
}: {
  page: TBookingPageSummary;
  onDeleted: () => void;
}) {
  const base = `/booking-pages/${encodeURIComponent(page.id)}`;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg leading-tight font-semibold break-words">{page.name}</h2>
          <ActiveBadge active={page.isActive} deleting={page.deleting} />
        </div>
        <p
          className={cn(
            'line-clamp-3 text-sm break-words',
            page.description ? 'text-muted-foreground' : 'text-muted-foreground/80 italic',
          )}
        >
          {page.description || 'No description'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden />
          {page.defaultMeetingDuration} min
        </p>
        <PagePlace page={page} />
        <p className="truncate font-mono text-xs" title={`/book/${page.slug}`}>
          /book/{page.slug}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {page.deleting ? (
          <p className="w-full text-sm text-muted-foreground">
            Deleting did not finish. Delete it again to finish.
          </p>
        ) : (
          <CardActions page={page} base={base} />
        )}
        <DeleteBookingPageButton id={page.id} name={page.name} onDeleted={onDeleted} />
      </CardFooter>
    </Card>
  );
}

const PLACE_ICONS = {
  in_person: MapPin,
  phone: Phone,
  video_link: Video,
  platform: Video,
  none: MapPinOff,
} as const;

/** Where the page's meetings take place: the kind the owner set, or the visitor's platform. */
function PagePlace({ page }: { page: TBookingPageSummary }) {
  const place = pagePlace(page);
  const Icon = PLACE_ICONS[place.kind];
  return (
    <p className="flex items-start gap-2" data-testid="page-place">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className={cn('min-w-0 break-words', place.kind === 'none' && 'italic')}>
        {place.text}
      </span>
    </p>
  );
}

/** What the owner does with a page: share, connect, view, edit, pause. */
function CardActions({ page, base }: { page: TBookingPageSummary; base: string }) {
  return (
    <>
      <CopyLinkButton slug={page.slug} />
      <Button asChild variant="outline" size="icon" className="size-9">
        <Link
          to={`${base}/connect`}
          aria-label={`Connect calendars to ${page.name}`}
          title="Connect calendars"
        >
          <Link2 aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="outline" size="icon" className="size-9">
        <Link to={base} aria-label={`View calendar of ${page.name}`} title="View calendar">
          <CalendarDays aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="outline" size="icon" className="size-9">
        <Link to={`${base}/edit`} aria-label={`Edit ${page.name}`} title="Edit">
          <Pencil aria-hidden />
        </Link>
      </Button>
      <PauseToggle page={page} />
    </>
  );
}
