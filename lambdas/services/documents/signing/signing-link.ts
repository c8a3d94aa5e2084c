import { dayAndClock } from '../../../mail/day-and-clock';

/**
 * A signer's page in the web app: `/sign#<token>`. The token is in the fragment, which browsers
 * never send, so no server or edge log holds it; the page sends it to the API in a header.
 */
export const signingLinkPath = (token: string) => `/sign#${token}`;

/** "Monday, 23 December 2030, 10:00 UTC": link expiry and other instants in signing mails. */
export function utcDateTime(iso: string): string {
  const at = new Date(iso);
  const { day, clock } = dayAndClock('UTC', { weekday: true });
  return `${day.format(at)}, ${clock.format(at)} UTC`;
}
