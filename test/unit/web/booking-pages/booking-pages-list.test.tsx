import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import type { TBookingPageList } from '@contracts/booking/booking-page';
import { systemRoutes } from '@contracts/system/routes';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import BookingPagesPage from '@/features/booking-pages/routes/booking-pages-page';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/** "My Booking Pages" (spec §2): the owner's pages, loaded from the API a page at a time. */
type Listed = TBookingPageList['bookingPages'][number];
const page = (over: Partial<Listed> = {}): Listed => ({
  id: 'cal-1',
  name: 'Intro call',
  description: '',
  slug: 'intro-call',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  minimumNoticeMinutes: 60,
  horizonDays: 30,
  timeZone: 'Europe/London',
  isActive: true,
  reminders: true,
  version: 1,
  deleting: false,
  lastSyncedAt: null,
  createdAt: '2030-03-01T09:00:00.000Z',
  connectionCount: 0,
  location: null,
  linkPlatforms: [],
  ...over,
});

beforeEach(() => {
  signIn();
  answer(systemRoutes.me, {
    sub: 'user-1',
    email: 'me@example.com',
    isAdmin: false,
    firstBookingPageId: null,
  });
  // A profile with a name: the screen does not ask for one.
  answer(timesheetRoutes.getProfile, { name: 'Priya Shah', company: '', address: '', taxId: '' });
});

const show = () => renderScreen(<BookingPagesPage />);
const list = () => screen.findByRole('list', { name: 'Booking pages' });

describe('My Booking Pages', () => {
  it('shows that it is loading until the pages arrive', async () => {
    hang(bookingPageRoutes.list);
    show();
    expect(await screen.findByText('Loading booking pages...')).toBeDefined();
  });

  it('says so when there is none yet, with the way to make one', async () => {
    answer(bookingPageRoutes.list, { bookingPages: [], nextCursor: null });
    show();
    expect(await screen.findByText('No booking pages yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'New Booking Page' }).getAttribute('href')).toBe(
      '/booking-pages/new',
    );
  });

  it('lists every page of them, each with its name and ways to view, edit and connect it', async () => {
    const calls = record(bookingPageRoutes.list, (call) =>
      call.url.searchParams.get('cursor')
        ? { bookingPages: [page({ id: 'cal-2', name: 'Workshop' })], nextCursor: null }
        : { bookingPages: [page()], nextCursor: 'next' },
    );
    show();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Intro call',
      'Workshop',
    ]);
    expect(calls.every((c) => c.authorization === 'Bearer test-access-token')).toBe(true);
    const [first] = items;
    if (!first) throw new Error('no page listed');
    expect(within(first).getByRole('link', { name: 'Edit Intro call' }).getAttribute('href')).toBe(
      '/booking-pages/cal-1/edit',
    );
    expect(within(first).getByRole('link', { name: 'View calendar of Intro call' })).toBeDefined();
    expect(
      within(first).getByRole('link', { name: 'Connect calendars to Intro call' }),
    ).toBeDefined();
  });

  it('says the list could not be loaded, with a toast, and Try again reads it again', async () => {
    refuse(bookingPageRoutes.list, 503, 'Pages are resting');
    const ui = show();
    expect(await screen.findByText('The booking pages could not be loaded.')).toBeDefined();
    // The toast says why (spec §8).
    expect(await screen.findByText('Pages are resting')).toBeDefined();
    answer(bookingPageRoutes.list, { bookingPages: [page()], nextCursor: null });
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });
});
