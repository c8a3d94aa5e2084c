import { useMemo, type FormEvent } from 'react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TMeeting } from '@contracts/booking/meeting';
import { ActionButton } from '@/components/ui/action-button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { useBusyDialog } from '@/lib/use-busy-dialog';
import { meetingsKey } from '../api/get-meetings';
import { moveSlotsSource, rescheduleMeeting } from '../api/meeting-changes';
import { meetingTimeText } from '../lib/meeting-text';
import { MoveSlotPicker, useChosenSlot } from '@/features/booking/move-slot-picker';
import { visitorZone } from '@/features/booking/time-zone';

/**
 * The owner's "Reschedule": the page's free times (the meeting's own aside) in the week's zone;
 * the chosen one is confirmed with the dialog's button. A time taken meanwhile is told and the
 * times are fetched again.
 */
export function RescheduleMeetingDialog({
  page: { id: bookingPageId, horizonDays },
  meeting,
  onMoved,
  zone: shownZone,
}: {
  page: Pick<TBookingPage, 'id' | 'horizonDays'>;
  meeting: TMeeting;
  onMoved: (start: string) => void;
  /** The zone the week is shown in; the browser's when none is given. */
  zone?: string;
}) {
  const choice = useChosenSlot();
  const { slot, choose } = choice;
  const { act, busy } = useAction();
  const { dialog, close } = useBusyDialog(busy, { onOpen: () => choose(null) });
  const zone = shownZone ?? visitorZone();
  const source = useMemo(
    () => moveSlotsSource(bookingPageId, meeting.id),
    [bookingPageId, meeting.id],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    const done = await act({
      run: () =>
        rescheduleMeeting(bookingPageId, meeting.id, {
          startTime: slot.start,
          idempotencyKey: choice.idempotencyKey,
        }),
      success: {
        title: 'Meeting rescheduled',
        description: `${meeting.attendeeName} will receive an email with the new time.`,
      },
      error: (error) => ({
        title: 'Could not reschedule the meeting',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      }),
      revalidate: [meetingsKey(bookingPageId), source.path],
    });
    if (done.ok) {
      close();
      onMoved(done.value.startTime);
    } else choose(null);
  };

  return (
    <FormDialog
      {...dialog}
      className="max-w-3xl"
      title="Reschedule meeting"
      description={
        <>
          Now {meetingTimeText(meeting.startTime, meeting.endTime, zone)}. Choose a new time;{' '}
          {meeting.attendeeName} will be emailed an updated invite.
        </>
      }
      trigger={<ActionButton icon={CalendarClock}>Reschedule</ActionButton>}
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Move Meeting"
        busyLabel="Moving..."
        submitDisabled={!slot}
      >
        <MoveSlotPicker zone={zone} horizonDays={horizonDays} source={source} choice={choice} />
      </DialogForm>
    </FormDialog>
  );
}
