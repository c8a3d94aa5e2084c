/**
 * The letter's late-cancellation rule: a session the client cancels within the engagement's
 * window before its start is billed as worked, for its length. The consultant cancelling, or the
 * client cancelling earlier, costs the client nothing.
 */
export interface Cancellation {
  /** The session's start and end (ISO instants). */
  startTime: string;
  endTime: string;
  /** When the client asks to cancel (ISO instant). */
  cancelledAt: string;
  /** The engagement's window in hours; null: no late-cancellation rule. */
  windowHours: number | null;
}

/** True when cancelling now makes the session billable: inside the window, before its start. */
export function isLateCancellation(c: Cancellation): boolean {
  if (c.windowHours === null || c.windowHours <= 0) return false;
  const start = Date.parse(c.startTime);
  const at = Date.parse(c.cancelledAt);
  return at < start && start - at < c.windowHours * 3_600_000;
}

/** The minutes billed for a late cancellation: the session's length. */
export const lateCancellationMinutes = (c: Pick<Cancellation, 'startTime' | 'endTime'>): number =>
  Math.max(0, Math.round((Date.parse(c.endTime) - Date.parse(c.startTime)) / 60_000));
