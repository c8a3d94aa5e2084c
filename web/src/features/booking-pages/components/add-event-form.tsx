import { useEffect, useId, useRef } from 'react';
import { PROVIDER_LABELS, type TConnection } from '@contracts/booking/connection';
import { ZCreateMeeting } from '@contracts/booking/meeting';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createMeeting } from '../api/create-meeting';
import { meetingsKey } from '../api/get-meetings';
import { zoneName } from '../lib/booking-page-form';
import { defaultConnectionId, emptyEventForm, type EventFormValues } from '../lib/event-form';
import { TimeField } from './time-field';
import { ZoneSelect } from './zone-select';

/**
 * The Add Event form (spec §5 "Manual event"), checked by the API's contract: the date and times
 * are read in the chosen zone (the booking page's own at first, any zone offered); blank attendee
 * fields become the spec's placeholders. With no calendar connected the event goes on the
 * booking page's own calendar, so nothing has to be set up first.
 */
export interface AddEventFormProps {
  bookingPageId: string;
  /** The booking page's zone: the form starts in it. */
  pageZone: string;
  connections: TConnection[];
  /** The date the form starts on (its calendar date is read as written). */
  day: Date;
  /** The event was saved; `start` is its start instant. */
  onAdded: (start: string) => void;
}

/** The option that puts the event on the booking page's own calendar. */
export const PAGE_CALENDAR_LABEL = "This booking page's calendar";

export function AddEventForm({
  bookingPageId,
  pageZone,
  connections,
  day,
  onAdded,
  draft,
  onDraft,
}: AddEventFormProps & {
  /** What the owner typed before the dialog was last closed unsaved: the form starts on it. */
  draft?: EventFormValues;
  /** Called as the form goes away unsaved with what was typed (undefined: nothing was). */
  onDraft?: (values: EventFormValues | undefined) => void;
}) {
  const id = useId();
  const form = useContractForm(ZCreateMeeting, {
    defaultValues: draft ?? emptyEventForm(day, connections, pageZone),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const { getValues, setValue, getFieldState } = form;

  // Connections that arrive after the dialog opened still preselect the primary calendar,
  // unless the owner chose one meanwhile.
  useEffect(() => {
    const fallback = defaultConnectionId(connections);
    if (
      fallback &&
      !getValues('calendarConnectionId') &&
      !getFieldState('calendarConnectionId').isDirty
    )
      setValue('calendarConnectionId', fallback);
  }, [connections, getValues, setValue, getFieldState]);

  // Closing the dialog unsaved keeps what was typed for the next opening.
  const saved = useRef(false);
  const keep = useRef(onDraft);
  keep.current = onDraft;
  const { isDirty } = form.formState;
  const dirty = useRef(Boolean(draft));
  dirty.current ||= isDirty;
  useEffect(
    () => () => {
      if (!saved.current)
        keep.current?.(dirty.current ? (getValues() as EventFormValues) : undefined);
    },
    [getValues],
  );

  const onSubmit = form.submit(async (values) => {
    const added = await act({
      run: () => createMeeting(bookingPageId, values),
      success: { title: 'Success', description: 'Event added successfully' },
      error: 'Error',
      revalidate: [meetingsKey(bookingPageId)],
    });
    if (added.ok) {
      saved.current = true;
      onAdded(added.value.startTime);
    }
  });

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField field={form.field('title')} label="Title">
        {(control) => <Input {...control} placeholder="e.g. Quarterly risk review" />}
      </FormField>
      <FormField field={form.field('date')} label="Date">
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField field={form.field('startTime')} label="Start time" />
        <TimeField field={form.field('endTime')} label="End time" />
      </div>
      <FormField
        field={form.field('timezone')}
        label="Time zone"
        hint={`This booking page is in ${zoneName(pageZone)}.`}
      >
        {(control) => <ZoneSelect {...control} defaultZone={pageZone} />}
      </FormField>
      <FormField
        field={form.field('calendarConnectionId')}
        label="Calendar"
        hint={
          connections.length === 0
            ? 'Saved on this booking page; it blocks the time for visitors. Connecting other calendars is optional.'
            : undefined
        }
      >
        {(control) => (
          <NativeSelect {...control}>
            <option value="">{PAGE_CALENDAR_LABEL}</option>
            {connections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.providerCalendarName} ({PROVIDER_LABELS[c.provider]})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={form.field('attendeeName')} label="Attendee name">
          {(control) => <Input {...control} autoComplete="off" placeholder="Manual Entry" />}
        </FormField>
        <FormField field={form.field('attendeeEmail')} label="Attendee email">
          {(control) => <Input {...control} type="email" autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        field={form.field('travelBuffer')}
        label="Travel buffer (minutes)"
        hint="Time to keep free around the event; it is not saved with it."
      >
        {(control) => <Input {...control} type="number" min={0} step={5} inputMode="numeric" />}
      </FormField>
      <DialogFormFooter busy={busy} submitLabel="Add Event" busyLabel="Adding..." />
    </form>
  );
}
