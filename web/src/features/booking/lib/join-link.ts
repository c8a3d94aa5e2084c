import { PLATFORM_LABELS, type TMeeting } from '@contracts/booking/meeting';

/** A booking's video meeting link as the meeting details dialog offers it. */
export interface JoinLink {
  href: string;
  /** "Join Google Meet", "Join Microsoft Teams", or "Join meeting" without a platform. */
  text: string;
  /** The call opens beside the calendar, which stays where it was. */
  target: '_blank';
  /** The provider's page gets neither this page's address nor a handle on its window. */
  rel: 'noreferrer noopener';
}

/**
 * `url` when it is an absolute http or https address, as the browser would read it; otherwise
 * undefined. The link comes from a provider's calendar, so anything else (`javascript:`, `data:`,
 * a relative path) is not something to follow.
 */
export function webAddress(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
}

/** The meeting's join link, or undefined when it has none that is a web address. */
export function joinLink(meeting: Pick<TMeeting, 'joinUrl' | 'platform'>): JoinLink | undefined {
  const href = meeting.joinUrl === undefined ? undefined : webAddress(meeting.joinUrl);
  if (!href) return undefined;
  const text = meeting.platform ? `Join ${PLATFORM_LABELS[meeting.platform]}` : 'Join meeting';
  return { href, text, target: '_blank', rel: 'noreferrer noopener' };
}
