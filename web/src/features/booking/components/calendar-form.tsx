import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BUFFER_TIMES,
  HORIZON_DAYS,
  MEETING_DURATIONS,
  MINIMUM_NOTICE_MINUTES,
  ZCreateCalendar,
  toSlug,
} from '@contracts/booking/calendar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { fieldError } from '@/lib/forms/form-errors';
import { useAction } from '@/lib/use-action';
import { createCalendar } from '../api/create-calendar';
import { calendarsKey } from '../api/get-calendars';
import { emptyCalendarForm, suggestSlug, timeZoneOptions } from '../lib/calendar-form';
import { visitorZone } from '../lib/slot-dates';
import { AvailabilityFields } from './availability-fields';

/**
 * The create form (spec §2, §5), checked by the API's own contract. The slug follows the name
 * until the user types one, and is kept to lowercase a-z, 0-9 and hyphens as it is typed.
 */
export function CalendarForm() {
  const id = useId();
  const navigate = useNavigate();
  const browserZone = useMemo(visitorZone, []);
  const zones = useMemo(() => timeZoneOptions(browserZone), [browserZone]);
  const form = useContractForm(ZCreateCalendar, {
    defaultValues: emptyCalendarForm(browserZone),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const [slugEdited, setSlugEdited] = useState(false);

  const name = form.field('name');
  const slug = form.field('slug');
  const slugPreview = form.watch('slug');

  const onSubmit = form.submit(async (values) => {
    const created = await act({
      run: () => createCalendar(values),
      success: { title: 'Success', description: 'Calendar created successfully' },
      error: (error) =>
        error instanceof ApiError && error.status === 401
          ? { title: 'Authentication Required', description: 'Please sign in to create a calendar' }
          : { title: 'Error', description: errorMessage(error) },
      revalidate: [calendarsKey, '/api/me'],
    });
    if (created.ok) void navigate('/booking-pages');
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField field={name} label="Name">
        {(control) => (
          <Input
            {...control}
            placeholder="e.g. 30-minute intro call"
            autoComplete="off"
            onChange={(e) => {
              void control.onChange(e);
              if (!slugEdited) form.setValue('slug', suggestSlug(e.target.value));
            }}
          />
        )}
      </FormField>

      <FormField
        field={slug}
        label="URL slug"
        hint={`Your link: ${window.location.origin}/book/${slugPreview || 'your-slug'}`}
      >
        {(control) => (
          <Input
            {...control}
            placeholder="intro-call"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => {
              e.target.value = toSlug(e.target.value);
              // An emptied slug follows the name again.
              setSlugEdited(e.target.value !== '');
              void control.onChange(e);
            }}
          />
        )}
      </FormField>

      <FormField field={form.field('description')} label="Description">
        {(control) => (
          <Textarea {...control} rows={3} placeholder="What clients can expect from this meeting" />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField field={form.field('defaultMeetingDuration')} label="Meeting length">
          {(control) => (
            <NativeSelect {...control}>
              {MEETING_DURATIONS.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes} minutes
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={form.field('bufferTime')} label="Buffer between meetings">
          {(control) => (
            <NativeSelect {...control}>
              {BUFFER_TIMES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes === 0 ? 'No buffer' : `${minutes} minutes`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={form.field('minimumNoticeMinutes')} label="Minimum notice">
          {(control) => (
            <NativeSelect {...control}>
              {MINIMUM_NOTICE_MINUTES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {noticeLabel(minutes)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={form.field('horizonDays')} label="Book up to … days ahead">
          {(control) => (
            <NativeSelect {...control}>
              {HORIZON_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {days} days
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <FormField field={form.field('timeZone')} label="Time zone">
        {(control) => (
          <NativeSelect {...control}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <AvailabilityFields
        control={form.control}
        getValues={form.getValues}
        field={form.field}
        error={fieldError(form.formState.errors, 'availability')}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/booking-pages">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create Booking Page'}
        </Button>
      </div>
    </form>
  );
}

/** "No notice", "30 minutes", "2 hours", "1 day". */
function noticeLabel(minutes: number): string {
  if (minutes === 0) return 'No notice';
  if (minutes < 60) return `${minutes} minutes`;
  if (minutes < 1440) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
}
