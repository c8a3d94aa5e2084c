import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { clientRoutes } from '@contracts/clients/routes';
import { engagementMessages } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import ClientPage from '@/features/clients/routes/client-page';
import ClientsPage from '@/features/clients/routes/clients-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';
import { CLIENT_ID, client, ENGAGEMENT_ID, summary } from './fixtures';

/** The client's screen lists that client's engagements, and drafts a new one from there. */
beforeEach(() => {
  signIn();
  answer(clientRoutes.get, client());
  answer(bookingPageRoutes.list, { bookingPages: [], nextCursor: null });
});

const show = () =>
  renderScreen(<ClientPage />, { at: `/clients/${CLIENT_ID}`, route: '/clients/:id' });
const section = () => screen.findByRole('region', { name: 'Engagements' });

describe("A client's engagements", () => {
  it('says the client has none yet, and New engagement opens the form for this client', async () => {
    const calls = record(engagementRoutes.list, { engagements: [], nextCursor: null });
    const ui = show();
    const engagements = await section();
    expect(
      await within(engagements).findByText(/No engagements with this client yet/),
    ).toBeDefined();
    // Only this client's engagements are asked for.
    expect(calls[0]?.url.searchParams.get('clientId')).toBe(CLIENT_ID);
    const add = within(engagements).getByRole('link', { name: 'New engagement' });
    expect(add.getAttribute('href')).toBe(`/engagements/new?client=${CLIENT_ID}`);
    await ui.user.click(add);
    expect(ui.location()).toBe(`/engagements/new?client=${CLIENT_ID}`);
  });

  it('lists each engagement with its status, how the client pays and its start', async () => {
    answer(engagementRoutes.list, {
      engagements: [
        summary(),
        summary({
          id: '4d3c2b1a-0f9e-4d8c-9b7a-6e5d4c3b2a1f',
          title: 'Incident response',
          status: 'active',
          currency: 'EUR',
          terms: {
            ...summary().terms,
            model: { kind: 'fixedFee', monthlyFee: '1500.00' },
            rollover: { kind: 'none' },
          },
        }),
      ],
      nextCursor: null,
    });
    show();
    const list = await screen.findByRole('list', { name: 'Engagements with this client' });
    const [draft, active] = within(list).getAllByRole('listitem');
    if (!draft || !active) throw new Error('the engagements are not listed');
    expect(
      within(draft).getByRole('link', { name: 'Fractional CISO retainer' }).getAttribute('href'),
    ).toBe(`/engagements/${ENGAGEMENT_ID}`);
    expect(draft.textContent).toContain('Draft');
    expect(draft.textContent).toContain('8 h a month at £180.00 · From 1 April 2030');
    expect(active.textContent).toContain('Active');
    expect(active.textContent).toContain('€1,500.00 a month, fixed');
    // Beside a list, New engagement sits in the section's header.
    expect(screen.getByRole('link', { name: 'New engagement' })).toBeDefined();
  });

  it('says the engagements could not be loaded, and Try again reads them again', async () => {
    refuse(engagementRoutes.list, 503, 'Engagements are resting');
    const ui = show();
    const engagements = await section();
    expect(await within(engagements).findByText(engagementMessages.loadFailed)).toBeDefined();
    answer(engagementRoutes.list, { engagements: [summary()], nextCursor: null });
    await ui.user.click(within(engagements).getByRole('button', { name: 'Try again' }));
    expect(
      await within(engagements).findByRole('link', { name: 'Fractional CISO retainer' }),
    ).toBeDefined();
  });

  it('is reached from the Clients page, whose header links every engagement', async () => {
    answer(clientRoutes.list, { clients: [], nextCursor: null });
    const ui = renderScreen(<ClientsPage />, { at: '/clients' });
    await ui.user.click(await screen.findByRole('link', { name: 'Engagements' }));
    expect(ui.location()).toBe('/engagements');
  });
});
