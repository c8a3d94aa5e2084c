import { OAUTH_PROVIDERS } from '@contracts/booking/connection';
import type { TCalendarRefresh } from '@contracts/booking/public-booking';
import * as z from 'zod';

/**
 * The calendar work an anonymous route hands to a function that holds the connections and their
 * refresh tokens (`lambdas/events/invocations.ts`), waiting for its answer. The requests and
 * answers cross a function boundary, so both sides read them with these schemas.
 */

/** A public page's refresh: its stale connected calendars synced before its free times. */
export const ZCalendarRefreshRequest = z.object({ slug: z.string().min(1).max(200) });
export type TCalendarRefreshRequest = z.infer<typeof ZCalendarRefreshRequest>;

export interface CalendarRefresh {
  refresh(request: TCalendarRefreshRequest): Promise<TCalendarRefresh>;
}

/**
 * The provider's redirect after consent, as the callback received it (bounded by the URL's own
 * limits; the finish refuses any state not of its shape).
 */
export const ZCalendarConsentRequest = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  /** The browser binding from the callback's cookie. */
  binding: z.string().optional(),
});
export type TCalendarConsentRequest = z.infer<typeof ZCalendarConsentRequest>;

/** Whether the calendar was connected, and for which page, or why not. */
export const ZOAuthOutcome = z.discriminatedUnion('connected', [
  z.object({
    connected: z.literal(true),
    provider: z.enum(OAUTH_PROVIDERS),
    bookingPageId: z.string(),
  }),
  z.object({
    connected: z.literal(false),
    provider: z.enum(OAUTH_PROVIDERS),
    reason: z.string(),
    bookingPageId: z.string().optional(),
  }),
]);
export type OAuthOutcome = z.infer<typeof ZOAuthOutcome>;

export interface CalendarConsent {
  finish(request: TCalendarConsentRequest): Promise<OAuthOutcome>;
}
