import { useMemo, type FormEvent } from 'react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { TBookingByToken } from '@contracts/booking/cancel-booking';
import { MoveSlotPicker } from './move-slot-picker';
import { useChosenSlot } from './use-chosen-slot';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { rescheduleBooking, rescheduleSlotsSource } from '../api/reschedule-booking';
import { visitorZone } from '../lib/slot-dates';

/**
 * "Reschedule": the page's free times in the visitor's zone, and "Move Meeting" for the chosen
 * one. A time taken meanwhile is told, and the times are fetched again.
 */
export function RescheduleBookingForm({
  token,
  booking,
  onMoved,
  onRefused,
  onLinkGone,
}: {
  token: string;
  booking: TBookingByToken;
  onMoved: (moved: TBookingByToken) => void;
  /** Refused (409): the meeting is read again, e.g. its link's last move was used meanwhile. */
  onRefused: () => void;
  /** The link was used or expired meanwhile (404). */
  onLinkGone: () => void;
}) {
  const zone = visitorZone();
  const source = useMemo(() => rescheduleSlotsSource(token), [token]);
  const choice = useChosenSlot();
  const { slot, choose } = choice;
  const { act, busy } = useAction();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    const done = await act({
      run: () =>
        rescheduleBooking(token, { startTime: slot.start, idempotencyKey: choice.idempotencyKey }),
      success: {
        title: 'Meeting rescheduled',
        description: 'You and the host will both receive an email with the new time.',
      },
      error: (error) =>
        error instanceof ApiError && error.status === 404
          ? { title: 'Link no longer valid', description: error.message }
          : {
              title: 'Could not reschedule',
              description: error instanceof ApiError ? error.message : 'Please try again.',
            },
      revalidate: [source.path],
    });
    if (done.ok) onMoved(done.value);
    else if (done.error instanceof ApiError && done.error.status === 404) onLinkGone();
    else if (done.error instanceof ApiError && done.error.status === 409) onRefused();
    choose(null);
  };

  return (
    <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <MoveSlotPicker
        zone={zone}
        horizonDays={booking.horizonDays}
        source={source}
        choice={choice}
      />
      <Button
        type="submit"
        disabled={busy || !slot}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <CalendarClock aria-hidden />
        {busy ? 'Moving...' : 'Move Meeting'}
      </Button>
    </form>
  );
}
