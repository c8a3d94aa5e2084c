import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Clock from 'lucide-react/icons/clock';
import { LOCATION_KIND_LABELS } from '@domain/booking/meeting-location';
import type { TBooking, TPublicBookingPage, TSlot } from '@contracts/booking/public-booking';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageLoading } from '@/components/ui/page-state';
import { usePublicBookingPage } from '../api/get-public-booking-page';
import { BookingConfirmed } from '../components/booking-confirmed';
import { BookingForm } from '../components/booking-form';
import { LocationKindIcon } from '../components/meeting-location';
import { PublicNotFound } from '../components/public-not-found';
import { SlotPicker } from '../components/slot-picker';
import { TimeZoneSelect } from '../components/time-zone-select';
import { useMonthWindow } from '../components/use-month-window';
import { dateKeyIn, visitorZone } from '../lib/slot-dates';
import { formatBookedTime } from '../lib/visitor-zone';

/** `/book/{slug}`: a booking page for anyone with the link (spec §2), no sign-in. */
export default function PublicBookingPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: page, error } = usePublicBookingPage(slug || undefined);
  // A page whose owner changed its link answers under its old one for a while, with its new
  // slug: the address bar follows, so the visitor keeps and shares the current link.
  const current = page?.slug;
  useEffect(() => {
    if (current && current !== slug) void navigate(`/book/${current}`, { replace: true });
  }, [current, slug, navigate]);

  if (error || !slug) return <PublicNotFound error={error} />;
  if (!page) {
    return <PageLoading label="Loading booking page" />;
  }
  return <PublicBooking page={page} />;
}

function PublicBooking({ page }: { page: TPublicBookingPage }) {
  // The browser's zone at first; the visitor may choose another, and every time follows it.
  const [zone, setZone] = useState(visitorZone);
  const monthWindow = useMonthWindow(page.horizonDays);
  const { date, setDate } = monthWindow;
  const [slot, setSlot] = useState<TSlot | null>(null);
  // The details form shows once a time is chosen and stays (keeping what was typed) until booked.
  const [formShown, setFormShown] = useState(false);
  // Each choice of a time brings the form into view (it opens below the times, often off screen).
  const [timesChosen, setTimesChosen] = useState(0);
  // A new form (empty fields) after each booking.
  const [bookingCount, setBookingCount] = useState(0);
  // The booking just made, with the zone it was chosen in: the success screen shows it.
  const [booked, setBooked] = useState<{ booking: TBooking; zone: string } | null>(null);
  const detailsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const heading = detailsRef.current;
    if (timesChosen === 0 || !heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [timesChosen]);

  const reset = (booking: TBooking) => {
    setBooked({ booking, zone });
    setDate(null);
    setSlot(null);
    setFormShown(false);
    setBookingCount((n) => n + 1);
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={`Book a meeting — ${page.name}`} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{page.name}</h1>
          {page.hostName && (
            <p className="text-base font-medium break-words">with {page.hostName}</p>
          )}
          {page.description && (
            <CardDescription className="text-base break-words whitespace-pre-line">
              {page.description}
            </CardDescription>
          )}
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden />
            {page.defaultMeetingDuration} minutes
          </p>
          {page.locationKind && (
            // Only the kind: the address, number or link goes to whoever books.
            <p
              className="flex items-start gap-2 text-sm text-muted-foreground"
              data-testid="location-kind"
            >
              <LocationKindIcon kind={page.locationKind} />
              <span>
                {LOCATION_KIND_LABELS[page.locationKind]} · the details come with your confirmation
              </span>
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-8">
          {booked ? (
            <BookingConfirmed
              booking={booked.booking}
              hostName={page.hostName}
              locationKind={page.locationKind}
              zone={booked.zone}
              onBookAnother={() => setBooked(null)}
            />
          ) : (
            <>
              <TimeZoneSelect
                zone={zone}
                onZoneChange={(next) => {
                  // The chosen date stays; its times are listed on the new zone's clock. The
                  // chosen time stays too when it still falls on that date there.
                  setZone(next);
                  if (slot && dateKeyIn(slot.start, next) !== date) setSlot(null);
                }}
              />
              <SlotPicker
                slug={page.slug}
                zone={zone}
                months={monthWindow}
                slot={slot}
                onSlotCleared={() => setSlot(null)}
                onSlotChange={(next) => {
                  setSlot(next);
                  setFormShown(true);
                  setTimesChosen((n) => n + 1);
                }}
              />
              {formShown && (
                <section aria-labelledby="booking-details" className="grid gap-4 border-t pt-6">
                  <h2
                    id="booking-details"
                    ref={detailsRef}
                    tabIndex={-1}
                    className="scroll-mt-4 text-lg font-semibold outline-none"
                  >
                    Your details
                  </h2>
                  {slot && (
                    <p className="text-sm text-muted-foreground" data-testid="chosen-time">
                      {formatBookedTime(slot.start, zone)} ({zone})
                    </p>
                  )}
                  <BookingForm
                    key={bookingCount}
                    slug={page.slug}
                    platforms={page.meetingPlatforms}
                    slot={slot}
                    attendeeTimeZone={zone}
                    onBooked={reset}
                    onSlotGone={() => setSlot(null)}
                  />
                </section>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
