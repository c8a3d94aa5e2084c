import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BUFFER_TIMES,
  bookingPageMessages,
  HORIZON_DAYS,
  MEETING_DURATIONS,
  MINIMUM_NOTICE_MINUTES,
  MOVED_SLUG_DAYS,
  ZCreateBookingPage,
  toSlug,
  type TBookingPage,
} from '@contracts/booking/booking-page';
import { systemRoutes } from '@contracts/system/routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { fieldError } from '@/lib/forms/form-errors';
import { useAction } from '@/lib/use-action';
import { createBookingPage } from '../api/create-booking-page';
import { bookingPageKey } from '../api/get-booking-page';
import { bookingPagesKey } from '../api/get-booking-pages';
import { updateBookingPage } from '../api/update-booking-page';
import {
  bookingPageFormValuesOf,
  emptyBookingPageForm,
  suggestSlug,
} from '../lib/booking-page-form';
import { visitorZone } from '@/features/booking/time-zone';
import { AvailabilityFields } from './availability-fields';
import { LocationFields } from './location-fields';
import { ZoneSelect } from './zone-select';

/** A save refused because the page changed since the form was filled (another tab). */
const isStale = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === bookingPageMessages.changedElsewhere;

/**
 * The create form (spec §2, §5), checked by the API's own contract. The slug follows the name
 * until the user types one, and is kept to lowercase a-z, 0-9 and hyphens as it is typed.
 * Given a `page`, it edits that page instead: filled with its settings, saved with the
 * version they were read at. Settings changed meanwhile elsewhere are not overwritten: the form
 * says so and offers `onReload`, which loads the latest (the parent then renders a fresh form).
 */
export function BookingPageForm({
  page: given,
  onReload,
}: {
  page?: TBookingPage;
  onReload?: () => void;
} = {}) {
  // The settings as the form was filled: a newer copy loaded meanwhile must not change the
  // version this edit is saved on, or a stale form would overwrite it.
  const [page] = useState(given);
  const id = useId();
  const navigate = useNavigate();
  const browserZone = useMemo(() => page?.timeZone ?? visitorZone(), [page]);
  const form = useContractForm(ZCreateBookingPage, {
    defaultValues: page ? bookingPageFormValuesOf(page) : emptyBookingPageForm(browserZone),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  // An existing page's slug is its own: it no longer follows the name.
  const [slugEdited, setSlugEdited] = useState(!!page);
  const [stale, setStale] = useState(false);

  const name = form.field('name');
  const slug = form.field('slug');
  const slugPreview = form.watch('slug');
  const leaving = page ? `/booking-pages/${encodeURIComponent(page.id)}` : '/booking-pages';

  const onSubmit = form.submit(async (values) => {
    if (page) {
      const saved = await act({
        run: () => updateBookingPage(page.id, { ...values, version: page.version }),
        success: { title: 'Saved', description: 'Booking page updated' },
        error: (error) =>
          isStale(error)
            ? { title: 'Not saved', description: bookingPageMessages.changedElsewhere }
            : { title: 'Error', description: errorMessage(error) },
        revalidate: [bookingPagesKey, bookingPageKey(page.id)],
      });
      if (saved.ok) void navigate(leaving);
      else if (isStale(saved.error)) setStale(true);
      return;
    }
    const created = await act({
      run: () => createBookingPage(values),
      success: { title: 'Success', description: 'Calendar created successfully' },
      error: (error) =>
        error instanceof ApiError && error.status === 401
          ? { title: 'Authentication Required', description: 'Please sign in to create a calendar' }
          : { title: 'Error', description: errorMessage(error) },
      revalidate: [bookingPagesKey, systemRoutes.me.path],
    });
    if (created.ok) void navigate('/booking-pages');
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {stale && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{bookingPageMessages.changedElsewhere}</p>
          <Button type="button" variant="outline" size="sm" onClick={onReload}>
            Reload
          </Button>
        </div>
      )}
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
        hint={
          page && slugPreview !== page.slug
            ? `Your link: ${window.location.origin}/book/${slugPreview || 'your-slug'}. The old link /book/${page.slug} keeps leading here for ${MOVED_SLUG_DAYS} days.`
            : `Your link: ${window.location.origin}/book/${slugPreview || 'your-slug'}`
        }
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
        {(control) => <ZoneSelect {...control} defaultZone={browserZone} />}
      </FormField>

      <LocationFields
        idPrefix={id}
        location={form.watch('location') ?? null}
        linkPlatforms={page?.linkPlatforms ?? []}
        onChange={(location) => form.setValue('location', location, { shouldDirty: true })}
        error={
          fieldError(form.formState.errors, 'location.value') ??
          fieldError(form.formState.errors, 'location')
        }
      />

      <AvailabilityFields
        control={form.control}
        getValues={form.getValues}
        field={form.field}
        error={fieldError(form.formState.errors, 'availability')}
      />

      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-reminders`}
          checked={form.watch('reminders')}
          onCheckedChange={(checked) => form.setValue('reminders', checked, { shouldDirty: true })}
          aria-describedby={`${id}-reminders-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-reminders`}>Send reminders</Label>
          <p id={`${id}-reminders-hint`} className="text-xs text-muted-foreground">
            E-mail you and your visitor 24 hours and 1 hour before each booked meeting.
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={leaving}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy || stale}>
          {page
            ? busy
              ? 'Saving...'
              : 'Save Changes'
            : busy
              ? 'Creating...'
              : 'Create Booking Page'}
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
