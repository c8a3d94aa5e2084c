/**
 * The one date format of the screening screens, on the reader's clock: "3 Mar 2026", or with
 * `time` "3 Mar 2026, 14:05". Empty for a missing or unreadable date.
 */
export function formatDate(
  iso: string | null | undefined,
  { time = false, timeZone }: { time?: boolean; timeZone?: string } = {},
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}
