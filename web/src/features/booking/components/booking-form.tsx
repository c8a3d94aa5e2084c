import { useEffect, useId } from 'react';
import { PLATFORM_LABELS, type TMeetingPlatform } from '@contracts/booking/meeting';
import { ZBookMeeting, type TBooking, type TSlot } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { bookMeeting } from '../api/book-meeting';
import { publicBookingPageKey } from '../api/get-public-booking-page';
import { slotsKey } from '../api/get-slots';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The visitor's details (spec §2, §5): platform, name, email and optional notes, checked by the
 * API's contract. Only the platforms the page offers are listed (those whose join link the host's
 * connected calendars will make), the first one chosen; none when it offers none, as on a page
 * whose host set the location (the page shows its kind instead). Each chosen time starts a new
 * booking attempt with its own idempotency key; a retry of the same attempt (say, after a dropped
 * connection) sends the same key, so it can never book twice.
 */
export function BookingForm({
  slug,
  platforms,
  slot,
  attendeeTimeZone,
  onBooked,
  onSlotGone,
}: {
  slug: string;
  /** The video platforms the page offers (`TPublicBookingPage.meetingPlatforms`). */
  platforms: readonly TMeetingPlatform[];
  /** The chosen time; null after it was taken, until another is chosen. */
  slot: TSlot | null;
  /** The zone the visitor reads the times in: kept on the meeting for what is sent to them. */
  attendeeTimeZone: string;
  onBooked: (booking: TBooking) => void;
  /** The server said the time is gone (409): the times reload and the choice is cleared. */
  onSlotGone: () => void;
}) {
  const id = useId();
  const form = useContractForm(ZBookMeeting, {
    defaultValues: {
      startTime: slot?.start ?? '',
      attendeeName: '',
      attendeeEmail: '',
      attendeeNotes: '',
      meetingPlatform: platforms[0],
      idempotencyKey: newIdempotencyKey(),
    },
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const { setValue } = form;
  const start = slot?.start;
  const chosenPlatform = form.watch('meetingPlatform');
  const firstPlatform = platforms[0];

  // The page stopped offering the chosen platform (reloaded after a refusal): its first, or none.
  useEffect(() => {
    if (chosenPlatform && !platforms.includes(chosenPlatform)) {
      setValue('meetingPlatform', firstPlatform);
    }
  }, [chosenPlatform, platforms, firstPlatform, setValue]);

  // A new time is a new attempt.
  useEffect(() => {
    if (!start) return;
    setValue('startTime', start);
    setValue('idempotencyKey', newIdempotencyKey());
  }, [start, setValue]);

  const onSubmit = form.submit(async (values) => {
    const booked = await act({
      run: () => bookMeeting(slug, { ...values, attendeeTimeZone }),
      success: () => {
        // A "Validation Error" or a failed try from before is answered now: it goes.
        toast.dismissAll();
        return {
          title: 'Meeting booked!',
          description: "You'll receive a confirmation email shortly",
        };
      },
      error: (error) => ({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Failed to book meeting',
      }),
      // A refused platform means the page's offer changed: it is read again with the times.
      revalidate: [slotsKey(slug), publicBookingPageKey(slug)],
    });
    if (booked.ok) onBooked(booked.value);
    else if (booked.error instanceof ApiError && booked.error.status === 409) onSlotGone();
  });

  const platform = form.field('meetingPlatform');

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {platforms.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Meeting platform</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {platforms.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  {...platform.input}
                  type="radio"
                  value={value}
                  className="size-4 accent-[var(--primary)]"
                />
                {PLATFORM_LABELS[value]}
              </label>
            ))}
          </div>
          {platform.error && <p className="text-sm text-destructive">{platform.error}</p>}
        </fieldset>
      )}
      <FormField field={form.field('attendeeName')} label="Your name">
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <FormField field={form.field('attendeeEmail')} label="Your email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField field={form.field('attendeeNotes')} label="Notes (optional)">
        {(control) => (
          <Textarea {...control} rows={3} placeholder="Anything you would like to discuss" />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={busy || !slot}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {busy ? 'Booking...' : 'Book Meeting'}
      </Button>
      {!slot && <p className="text-sm text-muted-foreground">Choose a time above to book it.</p>}
    </form>
  );
}
