import type { ReactNode } from 'react';
import Mail from 'lucide-react/icons/mail';
import User from 'lucide-react/icons/user';
import Video from 'lucide-react/icons/video';
import { PLATFORM_LABELS, type TMeeting } from '@contracts/booking/meeting';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  joinLink,
  JoinMeetingLink,
  LocationKindIcon,
  MeetingLocationValue,
} from '@/features/booking/join-link';
import { meetingTimeText } from '../lib/meeting-text';

const SOURCE_LABELS: Record<TMeeting['source'], string> = {
  booking: 'Booked through your booking page',
  manual: 'Added by you',
  google: 'From Google Calendar',
  microsoft: 'From Microsoft Calendar',
};

const ICON_CLASS = 'mt-0.5 size-4 text-muted-foreground';

/**
 * One line of the details: an icon that stands for what it is (named for screen readers), then
 * the value; `className` says how the value wraps (a name, an address, a link).
 */
function DetailRow({
  term,
  icon,
  className,
  children,
}: {
  term: string;
  icon: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <span className="sr-only">{term}</span>
        {icon}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A meeting's details, inside the dialog its block opens, with what the owner may do with it. */
export function MeetingDetails({
  meeting,
  connectionName,
  actions,
  zone,
}: {
  meeting: TMeeting;
  /** The zone the times are written in; the browser's when none is given. */
  zone?: string;
  connectionName: string | undefined;
  /** Cancel, reschedule or delete, as the meeting allows. */
  actions?: ReactNode;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6 leading-tight break-words">{meeting.title}</DialogTitle>
        <DialogDescription>
          {meetingTimeText(meeting.startTime, meeting.endTime, zone)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 text-sm">
        <DetailRow
          term="Attendee"
          icon={<User className={ICON_CLASS} aria-hidden />}
          className="break-words"
        >
          {meeting.attendeeName}
        </DetailRow>
        <DetailRow
          term="Email"
          icon={<Mail className={ICON_CLASS} aria-hidden />}
          className="min-w-0 break-all"
        >
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`mailto:${meeting.attendeeEmail}`}
          >
            {meeting.attendeeEmail}
          </a>
        </DetailRow>
        {meeting.location ? (
          <DetailRow
            term="Location"
            icon={<LocationKindIcon kind={meeting.location.kind} />}
            className="min-w-0"
          >
            <MeetingLocationValue location={meeting.location} />
          </DetailRow>
        ) : (
          <PlatformRow meeting={meeting} />
        )}
      </dl>
      {meeting.notes && (
        <p className="rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">
          {meeting.notes}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {SOURCE_LABELS[meeting.source]}
        {connectionName
          ? ` · ${connectionName}`
          : !meeting.connectionId && meeting.source === 'manual'
            ? " · On this booking page's calendar"
            : ''}
      </p>
      {actions}
    </>
  );
}

/**
 * The video platform the visitor picked and, once the owner's calendar made the call, a link to
 * join it. Either may come without the other: the label stays for a call not made yet, and a
 * link is offered for a call made without a recorded platform.
 */
function PlatformRow({ meeting }: { meeting: TMeeting }) {
  if (!meeting.platform && !joinLink(meeting)) return null;
  return (
    <DetailRow
      term="Platform"
      icon={<Video className={ICON_CLASS} aria-hidden />}
      className="flex min-w-0 flex-wrap gap-x-3 gap-y-1"
    >
      {meeting.platform && <span>{PLATFORM_LABELS[meeting.platform]}</span>}
      <JoinMeetingLink meeting={meeting} />
    </DetailRow>
  );
}
