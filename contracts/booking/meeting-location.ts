import * as z from 'zod';
import {
  LOCATION_KINDS,
  locationMessages,
  locationProblem,
  normalLocationValue,
} from '@domain/booking/meeting-location';

/**
 * A location a booking page's owner sets (`domain/booking/meeting-location.ts`): `kind` and its
 * `value` (the address, the phone number or the https link). The page's settings carry it
 * (null: visitors choose a video platform, as offered by its connected calendars); each booking
 * keeps a copy, so a later edit of the page does not change meetings already booked.
 */
export const ZMeetingLocation = z
  .object(
    {
      kind: z.enum(LOCATION_KINDS, locationMessages.kind),
      value: z.string(locationMessages.valueText).transform(normalLocationValue),
    },
    locationMessages.kind,
  )
  .superRefine((location, ctx) => {
    const problem = locationProblem(location.kind, location.value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });
export type TMeetingLocation = z.output<typeof ZMeetingLocation>;

/** As answers carry it: a stored location is already valid. */
export const ZStoredMeetingLocation = z.object({
  kind: z.enum(LOCATION_KINDS),
  value: z.string(),
});
