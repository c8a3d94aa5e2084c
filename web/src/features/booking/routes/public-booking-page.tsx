import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { addDays, startOfMonth } from 'date-fns';
import Clock from 'lucide-react/icons/clock';
import type { TPublicCalendar, TSlot } from '@contracts/booking/public-booking';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { usePublicCalendar } from '../api/get-public-calendar';
import { BookingForm } from '../components/booking-form';
import { PublicNotFound } from '../components/public-not-found';
import { SlotPicker } from '../components/slot-picker';
import { visitorZone } from '../lib/slot-dates';

/** `/book/{slug}`: a booking page for anyone with the link (spec §2), no sign-in. */
export default function PublicBookingPage() {
  const { slug = '' } = useParams();
  const { data: calendar, error } = usePublicCalendar(slug || undefined);

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
  const zone = useMemo(visitorZone, []);
  const thisMonth = useMemo(() => startOfMonth(new Date()), []);
  // The page offers nothing past its horizon, so the picker ends with that month.
  const lastMonth = useMemo(
    () => startOfMonth(addDays(new Date(), calendar.horizonDays)),
    [calendar.horizonDays],
  );
  const [month, setMonth] = useState(thisMonth);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TSlot | null>(null);
  // The details form shows once a time is chosen and stays (keeping what was typed) until booked.
  const [formShown, setFormShown] = useState(false);
  // A new form (empty fields) after each booking.
  const [bookingCount, setBookingCount] = useState(0);

  const reset = () => {
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
