import { isTimeZone } from '@contracts/booking/time-fields';

/**
 * The zone an owner's event is read in: the one chosen when it is a zone, else the booking
 * page's own (the zone its hours and week are kept in), else UTC for a page whose stored zone
 * this runtime does not know. The Add Event form starts on it and the API falls back to it.
 */
export function eventZone(chosen: string | undefined, pageZone: string): string {
  if (chosen && isTimeZone(chosen)) return chosen;
  return isTimeZone(pageZone) ? pageZone : 'UTC';
}
