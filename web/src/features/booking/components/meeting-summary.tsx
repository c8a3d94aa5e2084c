import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Video from 'lucide-react/icons/video';
import { PLATFORM_LABELS } from '@contracts/booking/meeting';
import type { TBookingByToken } from '@contracts/booking/cancel-booking';
import { JoinMeetingLink } from './join-meeting-link';
import { LocationKindIcon, MeetingLocationValue } from './meeting-location';
import { meetingTime } from '../lib/meeting-time';
import { visitorZone } from '../lib/slot-dates';

/**
 * The meeting the link is for: page, date and time in the visitor's own zone, and the platform or
 * the location its host set.
 */
export function MeetingSummary({ booking }: { booking: TBookingByToken }) {
  const zone = visitorZone();
  const { date, time } = meetingTime(booking.startTime, booking.endTime, zone);
  return (
    <dl className="grid gap-3 text-sm">
      <div className="flex items-start gap-3">
        <dt className="sr-only">Date</dt>
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <dd>
          <time dateTime={booking.startTime}>{date}</time>
        </dd>
      </div>
      <div className="flex items-start gap-3">
        <dt className="sr-only">Time</dt>
        <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <dd>
          {time} <span className="text-muted-foreground">({zone.replace(/_/g, ' ')})</span>
        </dd>
      </div>
      {booking.location ? (
        <div className="flex items-start gap-3">
          <dt className="sr-only">Location</dt>
          <LocationKindIcon kind={booking.location.kind} />
          <dd className="min-w-0">
            <MeetingLocationValue location={booking.location} />
          </dd>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <dt className="sr-only">Platform</dt>
          <Video className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="flex flex-wrap gap-x-3 gap-y-1">
            <span>{booking.platform ? PLATFORM_LABELS[booking.platform] : 'No video call'}</span>
            <JoinMeetingLink meeting={booking} />
          </dd>
        </div>
      )}
    </dl>
  );
}
