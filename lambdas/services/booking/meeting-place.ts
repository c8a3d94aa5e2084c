import { PLATFORM_LABELS, type TMeeting } from '@contracts/booking/meeting';
import { LOCATION_KIND_LABELS, locationText } from '@domain/booking/meeting-location';
import { locationOf } from '../booking-pages/booking-page-item';
import { joinUrlOf } from '../booking-pages/meeting-item';

/**
 * Where a meeting takes place, as the booking mails and the provider event's description say it.
 * Apart from the mail code, so the calendar write-back bundles none of the mail's once-only guard.
 */

export interface MailedPlace {
  platform?: TMeeting['platform'];
  joinUrl?: unknown;
  /** The copy of the location the page's owner set, kept on a booking. */
  location?: unknown;
}

/** "Platform: Google Meet", or where the host set it takes place: "Where: In person, 1 Main St". */
export const platformLine = ({ platform, location }: MailedPlace) => {
  const set = locationOf(location);
  if (set) return `Where: ${locationText(set)}`;
  return `Platform: ${platform ? PLATFORM_LABELS[platform] : 'Not chosen'}`;
};

/**
 * Where the meeting takes place: the platform and the link to join when the owner's calendar made
 * one (Meet, Teams); or the location the owner set, their own video link given as the one to join.
 */
export const platformLines = (meeting: MailedPlace) => {
  const set = locationOf(meeting.location);
  if (set?.kind === 'video_link')
    return [`Where: ${LOCATION_KIND_LABELS.video_link}`, `Join the meeting: ${set.value}`];
  const joinUrl = set ? undefined : joinUrlOf(meeting.joinUrl);
  return [platformLine(meeting), ...(joinUrl ? [`Join the meeting: ${joinUrl}`] : [])];
};
