/** The browser leaves the app for `url` (LinkedIn's consent screen), in the same tab. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
