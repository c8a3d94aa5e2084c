import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { PROVIDER_LABELS, type TConnection } from '@contracts/booking/connection';
import { EVENT_TIME_ZONES, ZCreateMeeting } from '@contracts/booking/meeting';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createMeeting } from '../api/create-meeting';
import { meetingsKey } from '../api/get-meetings';
import { defaultConnectionId, emptyEventForm } from '../lib/event-form';

/**
 * The Add Event form (spec §5 "Manual event"), checked by the API's contract: the date and times
 * are read in the chosen zone; blank attendee fields become the spec's placeholders.
 */
export interface AddEventFormProps {
  calendarId: string;
  connections: TConnection[];
  /** The date the form starts on. */
  day: Date;
  /** The event was saved; `start` is its start instant. */
  onAdded: (start: string) => void;
}

export function AddEventForm({ calendarId, connections, day, onAdded }: AddEventFormProps) {
  const id = useId();
  const form = useContractForm(ZCreateMeeting, {
    defaultValues: emptyEventForm(day, connections),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const { getValues, setValue } = form;

  // Connections that arrive after the dialog opened still preselect the primary calendar.
  useEffect(() => {
    const fallback = defaultConnectionId(connections);
    if (fallback && !getValues('calendarConnectionId')) setValue('calendarConnectionId', fallback);
  }, [connections, getValues, setValue]);

  const onSubmit = form.submit(async (values) => {
    const added = await act({
      run: () => createMeeting(calendarId, values),
      success: { title: 'Success', description: 'Event added successfully' },
      error: 'Error',
      revalidate: [meetingsKey(calendarId)],
    });
    if (added.ok) onAdded(added.value.startTime);
  });

  const connectLink = `/booking-pages/${encodeURIComponent(calendarId)}/connect`;

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField field={form.field('title')} label="Title">
        {(control) => <Input {...control} placeholder="e.g. Quarterly risk review" />}
      </FormField>
      <FormField field={form.field('date')} label="Date">
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={form.field('startTime')} label="Start time">
          {(control) => <Input {...control} type="time" />}
        </FormField>
        <FormField field={form.field('endTime')} label="End time">
          {(control) => <Input {...control} type="time" />}
        </FormField>
      </div>
      <FormField field={form.field('timezone')} label="Time zone">
        {(control) => (
          <NativeSelect {...control}>
            {EVENT_TIME_ZONES.map(({ label, zone }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        field={form.field('calendarConnectionId')}
        label="Calendar"
        hint={
          connections.length === 0 ? (
            <>
              No calendars are connected to this booking page yet.{' '}
              <Link className="text-primary underline underline-offset-4" to={connectLink}>
                Connect a calendar
              </Link>{' '}
              first.
            </>
          ) : undefined
        }
      >
        {(control) => (
          <NativeSelect {...control} disabled={connections.length === 0}>
            <option value="">Select a calendar</option>
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
