/**
 * The visitors of the benches' booking loads. Anonymous bookings are capped (per e-mail address
 * and page a day, per page a day, per source address an hour: `BOOKING_CAPS`), so a load of many
 * bookings books as many visitors would: each visitor its own e-mail and source address, and the
 * bookings shared out over enough pages of the owner that none passes its daily cap.
 */
import { BOOKING_CAPS } from '../lambdas/services/booking/booking-caps';
import { ownLoopbackAddress } from '../test/support/loopback-address';

/** How many pages take `bookings` bookings within the per-page daily cap. */
export const pagesFor = (bookings: number) =>
  Math.max(1, Math.ceil(bookings / BOOKING_CAPS.perPage.limit));

/** Visitor `i`'s booking fields: a name and an address of their own, no platform (none is connected). */
export const visitorOf = (i: number) => ({
  attendeeName: `Bench visitor ${i + 1}`,
  attendeeEmail: `visitor-${i + 1}@bench.example`,
});

/** A source address of a visitor's own (a loopback address, 127.x.y.z). */
export const visitorSource = (): string => ownLoopbackAddress();
