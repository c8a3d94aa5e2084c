import { useId } from 'react';
import CalendarX from 'lucide-react/icons/calendar-x';
import { ZCancelBooking } from '@contracts/booking/cancel-booking';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { cancelBooking } from '../api/cancel-booking';

/**
 * An optional reason and the "Cancel Meeting" button, which asks before it acts. The reason's
 * limit is the API's own (the contract), so the browser and the server refuse the same text.
 */
export function CancelBookingForm({
  token,
  onCancelled,
  onLinkGone,
}: {
  token: string;
  onCancelled: () => void;
  /** The link was used or expired meanwhile (404). */
  onLinkGone: () => void;
}) {
  const id = useId();
  const form = useContractForm(ZCancelBooking, { defaultValues: { reason: '' }, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => cancelBooking(token, values),
      success: {
        title: 'Meeting cancelled',
        description: 'You and the host will both receive an email.',
      },
      error: (error) =>
        error instanceof ApiError && error.status === 404
          ? { title: 'Link no longer valid', description: error.message }
          : {
              title: 'Error',
              description: error instanceof ApiError ? error.message : 'Failed to cancel meeting',
            },
    });
    if (done.ok) onCancelled();
    else if (done.error instanceof ApiError && done.error.status === 404) onLinkGone();
  });

  return (
    // Only the confirm dialog submits: Enter alone never cancels a meeting.
    <form
      className="grid gap-4"
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-busy={busy}
    >
      <FormField
        field={form.field('reason')}
        label="Reason (optional)"
        hint="Shared with the host in the cancellation email."
      >
        {(control) => (
          <Textarea {...control} rows={3} placeholder="Let the host know why you are cancelling" />
        )}
      </FormField>
      <ConfirmAction
        title="Cancel this meeting?"
        description="The meeting will be removed from both calendars and the time offered to others again. This cannot be undone."
        confirmLabel="Cancel meeting"
        cancelLabel="Keep meeting"
        onConfirm={() => void onSubmit()}
        trigger={
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <CalendarX aria-hidden />
            {busy ? 'Cancelling...' : 'Cancel Meeting'}
          </Button>
        }
      />
    </form>
  );
}
