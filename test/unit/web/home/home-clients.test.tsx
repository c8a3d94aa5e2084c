import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationRoutes } from '@contracts/applications/routes';
import { homeMessages, type THomeClients } from '@contracts/home/client-overview';
import { homeRoutes } from '@contracts/home/routes';
import { systemRoutes } from '@contracts/system/routes';
import HomePage from '@/features/home/routes/home-page';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';
import {
  ACME_ID,
  APPROVAL_PAGE_ID,
  busyClient,
  ENGAGEMENT_ID,
  PAGE_ID,
  quietClient,
  TODAY,
  ZENITH_ID,
} from './fixtures';

/**
 * `/home`'s "Your clients": a card per client, each figure a link to where it is acted on, above
 * the next steps, which show whatever the clients' load does.
 */
const ZONE = 'America/New_York';

beforeEach(() => {
  signIn();
  // The browser's zone, as the home reads it (Intl), so the request and the times are known.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: ZONE };
  });
  answer(systemRoutes.me, {
    sub: 'user-1',
    email: 'me@example.com',
    isAdmin: false,
    firstBookingPageId: null,
  });
  answer(applicationRoutes.listMine, { applications: [], nextCursor: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const show = () => renderScreen(<HomePage />, { at: '/home' });
const home = (clients: THomeClients['clients']): THomeClients => ({ today: TODAY, clients });
const card = (name: string) => screen.findByRole('article', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('the home’s clients', () => {
  it('shows each client’s figures, each linked to where it is acted on', async () => {
    answer(homeRoutes.clients, home([busyClient(), quietClient()]));
    show();

    const acme = await card('Acme Ltd');
    expect(href(acme, 'Acme Ltd')).toBe(`/clients/${ACME_ID}`);
    expect(href(acme, 'Fractional CISO retainer')).toBe(`/engagements/${ENGAGEMENT_ID}`);
    expect(acme.textContent).toContain('Fractional CISO retainer · Active');
    // On the browser's clock (14:30 UTC is 10:30 in New York), opening that week's calendar.
    expect(href(acme, 'Tue 12 Mar, 10:30')).toBe(`/booking-pages/${PAGE_ID}?week=2030-03-12`);
    expect(acme.textContent).toContain('Risk review');
    expect(acme.textContent).toContain('Last session 12 days ago (weekly cadence: every 7 days)');
    const bar = within(acme).getByRole('progressbar', { name: '7.5 h of 10 h this month (75%)' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    const waiting = within(acme).getByRole('list', { name: 'Waiting on someone' });
    expect(href(waiting, '2 documents awaiting signature')).toBe(`/documents/libraries/${ACME_ID}`);
    expect(href(waiting, '1 period awaiting approval')).toBe(
      `/timesheets?calendar=${APPROVAL_PAGE_ID}`,
    );
    expect(href(waiting, '1 invoice past due')).toBe('/invoices');

    const zenith = await card('Zenith plc');
    expect(href(zenith, 'Zenith plc')).toBe(`/clients/${ZENITH_ID}`);
    expect(zenith.textContent).toContain('No engagement yet');
    expect(zenith.textContent).toContain('No session booked');
    expect(zenith.textContent).toContain('No session held yet');
    expect(zenith.textContent).toContain('Nothing awaiting signature, approval or payment');
    expect(within(zenith).queryByRole('progressbar')).toBeNull();
    expect(within(zenith).queryAllByRole('link')).toHaveLength(1);

    // One card per client, listed.
    const list = screen.getByRole('list', { name: 'Your clients' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('says a client is overdue in words, and only that one', async () => {
    answer(
      homeRoutes.clients,
      home([
        busyClient(),
        quietClient({
          daysSinceLastSession: 3,
          cadenceDays: 14,
          engagement: { ...busyClient().engagement!, id: ZENITH_ID, cadence: 'fortnightly' },
        }),
      ]),
    );
    show();
    expect((await card('Acme Ltd')).textContent).toContain('Overdue');
    const zenith = await card('Zenith plc');
    expect(zenith.textContent).toContain(
      'Last session 3 days ago (fortnightly cadence: every 14 days)',
    );
    expect(zenith.textContent).not.toContain('Overdue');
  });

  it('asks for the clients on the browser’s calendar', async () => {
    const calls = record(homeRoutes.clients, home([]));
    show();
    expect(await screen.findByText(homeMessages.empty)).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('timeZone')).toBe(ZONE);
  });

  it('leads a consultant without clients to add one', async () => {
    answer(homeRoutes.clients, home([]));
    const ui = show();
    expect(await screen.findByText(homeMessages.empty)).toBeDefined();
    await ui.user.click(screen.getByRole('link', { name: 'Add a client' }));
    expect(ui.location()).toBe('/clients/new');
  });

  it('shows the clients above the next steps, loading on their own', async () => {
    hang(homeRoutes.clients);
    show();
    expect(await screen.findByText('Loading your clients...')).toBeDefined();
    const steps = await screen.findByRole('heading', { level: 2, name: 'Your practice' });
    const clients = screen.getByRole('heading', { level: 2, name: 'Your clients' });
    expect(clients.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a retry when the clients fail to load, and still shows the next steps', async () => {
    refuse(homeRoutes.clients, 500, 'Something went wrong');
    const ui = show();
    expect(await screen.findByText(homeMessages.loadFailed)).toBeDefined();
    expect(await screen.findByRole('link', { name: /Create your booking page/ })).toBeDefined();

    answer(homeRoutes.clients, home([busyClient()]));
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Acme Ltd')).toBeDefined();
    expect(screen.queryByText(homeMessages.loadFailed)).toBeNull();
  });
});
