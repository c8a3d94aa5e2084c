import Trash2 from 'lucide-react/icons/trash-2';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TMeeting } from '@contracts/booking/meeting';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { meetingsKey } from '../api/get-meetings';
import { deleteMeeting } from '../api/meeting-changes';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { RescheduleMeetingDialog } from './reschedule-meeting-dialog';

/**
 * What the owner may do with a meeting from its details: a booked one is rescheduled or
 * cancelled (its attendee is mailed either way), an event added by hand is deleted. Imported
 * meetings follow their own calendar, so they offer nothing here.
 */
export function MeetingActions({
  page,
  meeting,
  onDone,
  onMoved,
  zone,
}: {
  /** The booking page the meeting is on: where it is changed, and how far ahead it may move. */
  page: Pick<TBookingPage, 'id' | 'horizonDays'>;
  meeting: TMeeting;
  /** The zone the week shows times in. */
  zone?: string;
  /** The meeting is gone from where it was: its details close. */
  onDone: () => void;
  /** It was moved to `start`: the week view may follow it. */
  onMoved: (start: string) => void;
}) {
  const { act, busy } = useAction();
  const bookingPageId = page.id;
  if (meeting.status !== 'scheduled') return null;

  if (meeting.source === 'booking') {
    return (
      <div className="flex flex-wrap gap-2">
        <RescheduleMeetingDialog
          page={page}
          meeting={meeting}
          zone={zone}
          onMoved={(start) => {
            onDone();
            onMoved(start);
          }}
        />
        <CancelMeetingDialog bookingPageId={bookingPageId} meeting={meeting} onCancelled={onDone} />
      </div>
    );
  }

  if (meeting.source !== 'manual') return null;
  const remove = async () => {
    const done = await act({
      run: () => deleteMeeting(bookingPageId, meeting.id),
      success: { title: 'Event deleted', description: `"${meeting.title}" was removed.` },
      error: (error) => ({
        title: 'Could not delete the event',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      }),
      revalidate: [meetingsKey(bookingPageId)],
    });
    if (done.ok) onDone();
  };
  return (
    <ConfirmAction
      title="Delete this event?"
      description={`"${meeting.title}" will be removed from your calendar and your timesheet. This cannot be undone.`}
      confirmLabel="Delete Event"
      onConfirm={() => void remove()}
      trigger={
        <ActionButton
          icon={Trash2}
          variant="destructive"
          disabled={busy}
          className="justify-self-start"
        >
          {busy ? 'Deleting...' : 'Delete event'}
        </ActionButton>
      }
    />
  );
}
