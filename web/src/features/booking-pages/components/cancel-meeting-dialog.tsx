import CalendarX from 'lucide-react/icons/calendar-x';
import type { TMeeting } from '@contracts/booking/meeting';
import { ZCancelMeeting } from '@contracts/booking/meeting-changes';
import { ActionButton } from '@/components/ui/action-button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { meetingsKey } from '../api/get-meetings';
import { cancelMeeting } from '../api/meeting-changes';

/**
 * The owner's "Cancel meeting": a dialog with an optional message for the attendee, which is the
 * confirmation itself (nothing happens until its button is pressed). The message's limit is the
 * API's own.
 */
export function CancelMeetingDialog({
  bookingPageId,
  meeting,
  onCancelled,
}: {
  bookingPageId: string;
  meeting: TMeeting;
  onCancelled: () => void;
}) {
  const { form, act, busy, dialog, close } = useFormDialog(ZCancelMeeting, { message: '' });

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => cancelMeeting(bookingPageId, meeting.id, values),
      success: {
        title: 'Meeting cancelled',
        description: `${meeting.attendeeName} will receive an email with the cancellation.`,
      },
      error: (error) => ({
        title: 'Could not cancel the meeting',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      }),
      revalidate: [meetingsKey(bookingPageId)],
    });
    if (done.ok) {
      close();
      onCancelled();
    }
  });

  return (
    <FormDialog
      {...dialog}
      title="Cancel this meeting?"
      description={`${meeting.attendeeName} will be emailed a cancellation that removes it from their calendar, and the time is offered to others again. This cannot be undone.`}
      trigger={
        <ActionButton icon={CalendarX} variant="destructive">
          Cancel meeting
        </ActionButton>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Cancel Meeting"
        busyLabel="Cancelling..."
      >
        <FormField
          field={form.field('message')}
          label="Message to the attendee (optional)"
          hint="Included in the cancellation email."
        >
          {(control) => <Textarea {...control} rows={3} />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
