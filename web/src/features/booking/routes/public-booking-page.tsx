import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { startOfMonth } from 'date-fns';
import Clock from 'lucide-react/icons/clock';
import type { TBooking, TPublicCalendar, TSlot } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { usePublicCalendar } from '../api/get-public-calendar';
import { BookingForm } from '../components/booking-form';
import { PublicNotFound } from '../components/public-not-found';
import { SlotPicker } from '../components/slot-picker';
import { TimeZoneSelect } from '../components/time-zone-select';
import { useMonthWindow } from '../components/use-month-window';
import { visitorZone } from '../lib/slot-dates';
import { formatBookedTime } from '../lib/visitor-zone';

/** `/book/{slug}`: a booking page for anyone with the link (spec §2), no sign-in. */
export default function PublicBookingPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: calendar, error } = usePublicCalendar(slug || undefined);
  // A page whose owner changed its link answers under its old one for a while, with its new
  // slug: the address bar follows, so the visitor keeps and shares the current link.
  const current = calendar?.slug;
  useEffect(() => {
    if (current && current !== slug) void navigate(`/book/${current}`, { replace: true });
  }, [current, slug, navigate]);

  if (error || !slug) return <PublicNotFound />;
  if (!calendar) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 p-4 text-muted-foreground">
        <Spinner label="Loading booking page" />
        <span>Loading booking page...</span>
      </div>
    );
  }
  return <PublicBooking calendar={calendar} />;
}

function PublicBooking({ calendar }: { calendar: TPublicCalendar }) {
  // The browser's zone at first; the visitor may choose another, and every time follows it.
  const [zone, setZone] = useState(visitorZone);
  const { thisMonth, lastMonth, month, setMonth, date, setDate } = useMonthWindow(
    calendar.horizonDays,
  );
  const [slot, setSlot] = useState<TSlot | null>(null);
  // The details form shows once a time is chosen and stays (keeping what was typed) until booked.
  const [formShown, setFormShown] = useState(false);
  // A new form (empty fields) after each booking.
  const [bookingCount, setBookingCount] = useState(0);
  // The booking just made, with the zone it was chosen in, for the confirmation.
  const [booked, setBooked] = useState<{ booking: TBooking; zone: string } | null>(null);

  const reset = (booking: TBooking) => {
    setBooked({ booking, zone });
    setDate(null);
    setSlot(null);
    setFormShown(false);
    setBookingCount((n) => n + 1);
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={`Book a meeting — ${calendar.name}`} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {calendar.name}
          </h1>
          {calendar.description && (
            <CardDescription className="text-base break-words whitespace-pre-line">
              {calendar.description}
            </CardDescription>
          )}
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden />
            {calendar.defaultMeetingDuration} minutes
          </p>
        </CardHeader>
        <CardContent className="grid gap-8">
          {calendar.hostName && (
            <p className="text-base font-medium break-words">with {calendar.hostName}</p>
          )}
          {booked && (
            <section
              aria-labelledby="booking-confirmed"
              className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-4"
            >
              <h2 id="booking-confirmed" className="font-semibold">
                Your meeting is booked
              </h2>
              <p className="text-sm" data-testid="booked-time">
                {formatBookedTime(booked.booking.startTime, booked.zone)} ({booked.zone})
              </p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setBooked(null)}
              >
                Dismiss
              </Button>
            </section>
          )}
          <TimeZoneSelect
            zone={zone}
            onZoneChange={(next) => {
              // The days the times fall on change with the zone: the choice starts again.
              setZone(next);
              setDate(null);
              setSlot(null);
            }}
          />
          <SlotPicker
            slug={calendar.slug}
            zone={zone}
            month={month}
            earliestMonth={thisMonth}
            latestMonth={lastMonth}
            onMonthChange={(next) => {
              setMonth(startOfMonth(next));
              setDate(null);
              setSlot(null);
            }}
            date={date}
            onDateChange={(next) => {
              setDate(next);
              setSlot(null);
            }}
            slot={slot}
            onSlotChange={(next) => {
              setSlot(next);
              setFormShown(true);
            }}
          />
          {formShown && (
            <section aria-labelledby="booking-details" className="grid gap-4 border-t pt-6">
              <h2 id="booking-details" className="text-lg font-semibold">
                Your details
              </h2>
              <BookingForm
                key={bookingCount}
                slug={calendar.slug}
                slot={slot}
                attendeeTimeZone={zone}
                onBooked={reset}
                onSlotGone={() => setSlot(null)}
              />
            </section>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
