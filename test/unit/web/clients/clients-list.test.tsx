import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientMessages } from '@contracts/clients/client';
import { clientRoutes } from '@contracts/clients/routes';
import ClientsPage from '@/features/clients/routes/clients-page';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';
import { summary } from './fixtures';

/** `/clients`: the owner's clients by name, a page at a time. */
beforeEach(() => {
  signIn();
});

const show = () => renderScreen(<ClientsPage />, { at: '/clients' });
const list = () => screen.findByRole('list', { name: 'Clients' });

describe('Clients', () => {
  it('shows that it is loading until the clients arrive', async () => {
    hang(clientRoutes.list);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeDefined();
    expect(await screen.findByText('Loading clients...')).toBeDefined();
  });

  it('tells a new account how to add its first client, with the Add client button', async () => {
    answer(clientRoutes.list, { clients: [], nextCursor: null });
    const ui = show();
    expect(
      await screen.findByText(/No clients yet\. Add the organisations you work for/),
    ).toBeDefined();
    const add = screen.getByRole('link', { name: 'Add client' });
    expect(add.getAttribute('href')).toBe('/clients/new');
    await ui.user.click(add);
    expect(ui.location()).toBe('/clients/new');
  });

  it('lists each client with its currency and counts, a page at a time', async () => {
    const calls = record(clientRoutes.list, (call) =>
      call.url.searchParams.get('cursor') === 'next'
        ? {
            clients: [
              summary({
                id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
                name: 'Zenith plc',
                currency: 'EUR',
                contactCount: 1,
                bookingPageCount: 0,
              }),
            ],
            nextCursor: null,
          }
        : { clients: [summary()], nextCursor: 'next' },
    );
    const ui = show();
    const first = within(await list()).getAllByRole('listitem');
    expect(first).toHaveLength(1);
    const [acme] = first;
    if (!acme) throw new Error('no client listed');
    expect(within(acme).getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      '/clients/3f1c6d2e-8a4b-4c1d-9e2f-1a2b3c4d5e6f',
    );
    expect(acme.textContent).toContain('GBP · 2 contacts · 1 booking page');

    await ui.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Zenith plc' })).toBeDefined();
    expect(
      within(await list())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('GBP · 2 contacts · 1 booking page'),
      expect.stringContaining('EUR · 1 contact · 0 booking pages'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.every((c) => c.authorization === 'Bearer test-access-token')).toBe(true);
  });

  it('says the list could not be loaded, and Try again reads it again', async () => {
    refuse(clientRoutes.list, 503, 'Clients are resting');
    const ui = show();
    expect(await screen.findByText(clientMessages.loadFailed)).toBeDefined();
    answer(clientRoutes.list, { clients: [summary()], nextCursor: null });
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });
});
