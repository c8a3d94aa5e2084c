import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contracts/booking/public-booking';
import { findPublicBookingPage } from '../../../../../lambdas/services/booking/public-booking-page';
import {
  bookingPageKey,
  slugClaimKey,
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const page = (id: string, slug: string) =>
  toBookingPageItem({
    id,
    userId: 'owner',
    name: `Page ${id}`,
    description: '',
    slug,
    defaultMeetingDuration: 30,
    bufferTime: 0,
    timeZone: 'Europe/London',
    availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });

const notFound = async (work: Promise<unknown>) => {
  const { status, message } = await rejection(work);
  return status === 404 && message === bookingMessages.notFound;
};

describe('findPublicBookingPage', () => {
  it('finds the page its slug’s claim names, and 404 for a slug nobody claimed', async () => {
    const table = new MemoryTable([page('p1', 'advice'), toSlugClaim('advice', 'p1')]);
    expect((await findPublicBookingPage(table, 'advice')).id).toBe('p1');
    expect((await findPublicBookingPage(table, 'advice', true)).id).toBe('p1');
    expect(await notFound(findPublicBookingPage(table, 'nobody'))).toBe(true);
  });

  it('follows a slug to its new page and never serves a page under a slug it gave up', async () => {
    const slug = 'moving';
    const table = new MemoryTable([page('p1', slug), toSlugClaim(slug, 'p1')]);
    await findPublicBookingPage(table, slug);

    // p1 renames its slug (the page and both claims in one transaction), p2 takes the old one.
    await table.put({ ...page('p1', `${slug}-new`) });
    await table.delete(slugClaimKey(slug));
    await table.put(toSlugClaim(`${slug}-new`, 'p1'));
    expect(await notFound(findPublicBookingPage(table, slug))).toBe(true);
    expect((await findPublicBookingPage(table, `${slug}-new`)).id).toBe('p1');

    await table.put(page('p2', slug));
    await table.put(toSlugClaim(slug, 'p2'));
    expect((await findPublicBookingPage(table, slug)).id).toBe('p2');

    // p2 is deleted with its claim.
    await table.delete(bookingPageKey('p2'));
    await table.delete(slugClaimKey(slug));
    expect(await notFound(findPublicBookingPage(table, slug))).toBe(true);
  });

  it('answers an inactive page with a 404 that says it takes no bookings now', async () => {
    const table = new MemoryTable([
      { ...page('p3', 'paused'), isActive: false },
      toSlugClaim('paused', 'p3'),
    ]);
    await expect(findPublicBookingPage(table, 'paused')).rejects.toMatchObject({
      status: 404,
      message: bookingMessages.paused,
    });
  });
});
