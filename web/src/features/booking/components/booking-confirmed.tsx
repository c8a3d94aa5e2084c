import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CircleCheck from 'lucide-react/icons/circle-check';
import Video from 'lucide-react/icons/video';
import { PLATFORM_LABELS } from '@contracts/booking/meeting';
import type { TBooking } from '@contracts/booking/public-booking';
import {
  inviteLocation,
  LOCATION_KIND_LABELS,
  type MeetingLocation,
  type TLocationKind,
} from '@domain/booking/meeting-location';
import { EmailAddress } from '@/components/email-address';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useBookedMeeting, type BookedMeeting } from '../api/use-booked-meeting';
import { bookedMeetingFile, bookedMeetingFileName, manageBookingPath } from '../lib/booked-meeting';
import { joinLink, webAddress } from '../lib/join-link';
import { MeetingLocationValue } from './meeting-location';
import { formatBookedTime } from '../lib/visitor-zone';
import { formatSlotTime } from '../lib/slot-dates';

/**
 * What the visitor sees once "Book Meeting" went through, in place of the date, time and details
 * they chose: what was booked, when on their clock, where (the join link once the host's calendar
 * made it), a calendar file to add it with, and their personal link to cancel or move it. It is
 * scrolled into view and takes the focus, so the outcome is where the visitor is looking and the
 * first thing a screen reader reads. The meeting is read through the personal link from the
 * booking's answer; a retried booking's answer has none, and the screen then points to the
 * confirmation mail for both links.
 */
export function BookingConfirmed({
  booking,
  hostName,
  locationKind = null,
  zone,
  onBookAnother,
}: {
  booking: TBooking;
  /** The host's name, when their profile gives one. */
  hostName?: string | null;
  /** The kind of place the page's host set (the public page knows only the kind). */
  locationKind?: TLocationKind | null;
  /** The zone the visitor chose the time in. */
  zone: string;
  onBookAnother: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const token = booking.manageToken;
  const read = useBookedMeeting(token);

  useEffect(() => {
    const title = titleRef.current;
    if (!title) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    title.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    title.focus({ preventScroll: true });
  }, []);

  const platform = booking.meetingPlatform ? PLATFORM_LABELS[booking.meetingPlatform] : null;
  const join = read?.meeting ? joinLink(read.meeting) : undefined;
  const location = read?.meeting?.location;
  // The calendar file names the place, or the call's own link once there is one.
  const where = location ? inviteLocation(location) : (join?.href ?? platform ?? '');

  const download = async () => {
    setSaving(true);
    try {
      const text = await bookedMeetingFile(booking, where);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = bookedMeetingFileName(booking.bookingPageName);
      link.click();
      // After the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      toast.error('Error', { description: 'The calendar file could not be made.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="booking-confirmed"
      className="grid justify-items-start gap-5 rounded-md border border-primary/40 bg-primary/5 p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <CircleCheck className="size-7 shrink-0 text-primary" aria-hidden />
        <h2
          id="booking-confirmed"
          ref={titleRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          Your meeting is booked
        </h2>
      </div>
      <p className="text-sm">
        A confirmation with a calendar invite is on its way to{' '}
        <EmailAddress address={booking.attendeeEmail} after="." />
      </p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">What</dt>
        <dd className="break-words">
          {booking.bookingPageName}
          {hostName ? ` with ${hostName}` : ''}
        </dd>
        <dt className="font-medium text-muted-foreground">When</dt>
        <dd data-testid="booked-time">
          {formatBookedTime(booking.startTime, zone)} – {formatSlotTime(booking.endTime, zone)} (
          {zone})
        </dd>
        <dt className="font-medium text-muted-foreground">Where</dt>
        <dd
          data-testid="booked-where"
          aria-live="polite"
          className="grid justify-items-start gap-2"
        >
          <Where platform={platform} locationKind={locationKind} read={read} />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void download()} disabled={saving}>
          <CalendarPlus aria-hidden />
          Add to calendar
        </Button>
        {token && (
          <Button asChild variant="outline">
            <Link to={manageBookingPath(token)}>
              <CalendarClock aria-hidden />
              Manage this booking
            </Link>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onBookAnother}>
          Book another time
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {token
          ? 'Need to cancel or move it? "Manage this booking" is your personal link; your confirmation email has it too.'
          : 'Need to cancel or move it? Your confirmation email has your personal link.'}
      </p>
    </section>
  );
}

/**
 * Where the meeting happens: the place its host set (their own video link as the join button);
 * the video call's join button once its link exists, "being created" while the host's calendar
 * makes it, the confirmation mail when that takes longer (or the meeting cannot be read); and
 * plainly no video call when there is neither.
 */
function Where({
  platform,
  locationKind,
  read,
}: {
  platform: string | null;
  locationKind: TLocationKind | null;
  read: BookedMeeting | undefined;
}) {
  const meeting = read?.meeting;
  if (meeting?.location) return <HostLocation location={meeting.location} />;
  if (!platform && locationKind && !meeting) {
    // The page has a place; the meeting's copy of it is being read, or cannot be.
    const label = LOCATION_KIND_LABELS[locationKind];
    if (read?.state === 'waiting') {
      return (
        <span className="inline-flex items-center gap-2">
          {label}
          <Spinner className="size-4" label="Loading where it takes place" />
        </span>
      );
    }
    return <span>{label}. The details are in your confirmation email.</span>;
  }
  if (!platform) {
    return (
      <span>
        No video call is set up for this meeting. Reply to your confirmation email to agree with the
        host where to meet.
      </span>
    );
  }
  const join = meeting ? joinLink(meeting) : undefined;
  if (join) {
    return (
      <>
        <span>{platform}</span>
        <Button asChild size="sm">
          <a href={join.href} target={join.target} rel={join.rel}>
            <Video aria-hidden />
            {join.text}
          </a>
        </Button>
      </>
    );
  }
  if (read?.state === 'waiting') {
    return (
      <span className="inline-flex items-center gap-2">
        {platform}. Your join link is being created…
        <Spinner className="size-4" label="Creating your join link" />
      </span>
    );
  }
  return <span>{platform}. The link to join will be in your confirmation email.</span>;
}

/** The place the host set; their own video link as a button that opens the call beside the page. */
function HostLocation({ location }: { location: MeetingLocation }) {
  const href = location.kind === 'video_link' ? webAddress(location.value) : undefined;
  if (!href) return <MeetingLocationValue location={location} />;
  return (
    <>
      <span>{LOCATION_KIND_LABELS.video_link}</span>
      <Button asChild size="sm">
        <a href={href} target="_blank" rel="noreferrer noopener">
          <Video aria-hidden />
          Join video call
        </a>
      </Button>
    </>
  );
}
