/** The path of a signer's page in the web app: `/sign/<token>`. */
export const signingLinkPath = (token: string) => `/sign/${token}`;

/** "Monday, 23 December 2030, 10:00 UTC": link expiry and other instants in signing mails. */
export function utcDateTime(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${day}, ${clock} UTC`;
}
