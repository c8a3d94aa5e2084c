import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_AVAILABILITY } from '@contracts/booking/booking-page';
import {
  slugClaimKey,
  toBookingPageItem,
  toSlugClaim,
} from '../../lambdas/services/booking-pages/booking-page-item';
import { toConnectionItem } from '../../lambdas/services/booking-pages/connection-item';
import { bookingPageRefKey } from '../../lambdas/services/booking-pages/owner-schedule';
import { toProfessionalProfileItem } from '../../lambdas/services/profile/professional-profile-item';
import { localConfig } from '../config';
import { seedOnce, seedTable } from './seed-once';
import type { Seeder } from './types';

export const DEMO_BOOKING_PAGE_ID = '6f1d2c3b-0a4e-4c5d-8e7f-1a2b3c4d5e6f';
const CONNECTION_ID = '7a2e3d4c-1b5f-4d6e-9f80-2b3c4d5e6f70';
export const DEMO_BOOKING_SLUG = 'demo';
const createdAt = '2025-01-06T09:00:00.000Z';
/** The name visitors, mails and invites give the demo page's host (the admin's profile). */
export const DEMO_HOST_NAME = 'Alex Morgan';

/**
 * A booking page of the local administrator, so `/book/demo` works on a fresh start: weekdays
 * 09:00–17:00 London time, 30-minute meetings, with a local calendar as its primary connection.
 * The admin gets a professional profile with a name, so the page and its mails name a host
 * rather than the admin's account address.
 */
export const demoBookingPage: Seeder = {
  name: 'demo booking page',
  async run(ctx) {
    const found = await ctx.cognito.client.send(
      new ListUsersCommand({
        UserPoolId: ctx.cognito.userPoolId,
        Filter: `email = "${localConfig.adminEmail}"`,
        Limit: 1,
      }),
    );
    const sub = found.Users?.[0]?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) return;
    const page = toBookingPageItem({
      id: DEMO_BOOKING_PAGE_ID,
      userId: sub,
      name: 'Intro call with a vCISO',
      description:
        'A 30-minute conversation about your security programme and what a fractional CISO could take on.',
      slug: DEMO_BOOKING_SLUG,
      defaultMeetingDuration: 30,
      bufferTime: 0,
      timeZone: 'Europe/London',
      availability: DEFAULT_AVAILABILITY,
      createdAt,
    });
    const items = [
      { ...page, connectionCount: 1, primaryConnectionId: CONNECTION_ID, hostName: DEMO_HOST_NAME },
      toProfessionalProfileItem(
        sub,
        { name: DEMO_HOST_NAME, company: '', address: '', taxId: '' },
        createdAt,
      ),
      toSlugClaim(DEMO_BOOKING_SLUG, DEMO_BOOKING_PAGE_ID),
      { ...bookingPageRefKey(sub, DEMO_BOOKING_PAGE_ID) },
      toConnectionItem({
        id: CONNECTION_ID,
        bookingPageId: DEMO_BOOKING_PAGE_ID,
        userId: sub,
        provider: 'local',
        providerCalendarId: CONNECTION_ID,
        providerCalendarName: 'Office calendar',
        createdAt,
      }),
    ];
    const table = seedTable(ctx);
    // A slug someone already took locally stays theirs.
    const claim = await table.get(slugClaimKey(DEMO_BOOKING_SLUG), { consistent: true });
    if (claim && claim.bookingPageId !== DEMO_BOOKING_PAGE_ID) return;
    const written = await seedOnce(table, 'demo-booking-page', items, new Date());
    if (written) ctx.log('seed', `added the demo booking page /book/${DEMO_BOOKING_SLUG}`);
  },
};
