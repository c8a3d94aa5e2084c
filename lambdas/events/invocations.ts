/**
 * Functions that no event or schedule runs: an anonymous API function invokes one and waits for
 * its answer (Lambda's Invoke, RequestResponse), so that the work needing a calendar's refresh
 * token runs where that right is, and the anonymous function holds none of it. Each is called by
 * the name its caller's environment gives (`variable`), granted with `invokes` in
 * the caller's `access.ts`; locally the launcher's Invoke endpoint runs it in process.
 */
export const invocations = [
  /** A public page's stale connected calendars synced before its free times (`booking`). */
  { consumer: 'calendar-refresh', variable: 'CALENDAR_REFRESH_FUNCTION' },
  /** A calendar's OAuth consent finished: the code exchanged, the connection stored (`oauth`). */
  { consumer: 'calendar-consent', variable: 'CALENDAR_CONSENT_FUNCTION' },
] as const;

export type Invocation = (typeof invocations)[number];
export type InvokedFunction = Invocation['consumer'];

export function invocationOf(consumer: InvokedFunction): Invocation {
  return invocations.find((i) => i.consumer === consumer)!;
}
