import { eventZone } from '@domain/booking/event-zone';

/** Whose clock the owner's week is read on: the booking page's, or the device's. */
export type WeekClock = 'page' | 'device';

export interface WeekZoneChoice {
  clock: WeekClock;
  zone: string;
  /** "Europe/London (this booking page)". */
  label: string;
}

const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * The zones the owner's week can be shown in: the booking page's own first (its hours and date
 * overrides are kept in it), then the device's when it is another one.
 */
export function weekZoneChoices(pageZone: string, deviceZone: string): WeekZoneChoice[] {
  const page = eventZone(undefined, pageZone);
  const choices: WeekZoneChoice[] = [
    { clock: 'page', zone: page, label: `${readable(page)} (this booking page)` },
  ];
  const device = eventZone(undefined, deviceZone);
  if (device !== page)
    choices.push({ clock: 'device', zone: device, label: `${readable(device)} (this device)` });
  return choices;
}

/** The zone of the chosen clock; the page's when the device has no other zone. */
export const weekZoneOf = (choices: readonly WeekZoneChoice[], clock: WeekClock): string =>
  (choices.find((c) => c.clock === clock) ?? choices[0]!).zone;
