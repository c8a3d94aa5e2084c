import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { clientMessages, type TClient } from '@contracts/clients/client';
import { clientRoutes } from '@contracts/clients/routes';
import { engagementRoutes } from '@contracts/engagements/routes';
import ClientPage from '@/features/clients/routes/client-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { describedBy, disabled } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';
import { bookingPage, CLIENT_ID, client, OTHER_PAGE_ID, PAGE_ID } from './fixtures';

/**
 * `/clients/{id}`: the client's form filled in, its booking pages with the way to link another,
 * and its deletion. Its engagements are tested with the engagements' screens.
 */
beforeEach(() => {
  signIn();
  answer(bookingPageRoutes.list, {
    bookingPages: [bookingPage(), bookingPage({ id: OTHER_PAGE_ID, name: 'Workshop' })],
    nextCursor: null,
  });
  // The screen lists the client's engagements too (test/unit/web/engagements/).
  answer(engagementRoutes.list, { engagements: [], nextCursor: null });
});

const show = (id = CLIENT_ID) =>
  renderScreen(<ClientPage />, { at: `/clients/${id}`, route: '/clients/:id' });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Acme Ltd' });

describe('A client', () => {
  it('shows the form filled in, and saves it with PUT', async () => {
    answer(clientRoutes.get, client());
    const calls = record(clientRoutes.update, client({ name: 'Acme Group' }));
    const ui = show();
    await heading();
    const name = screen.getByLabelText('Client name') as HTMLInputElement;
    expect(name.value).toBe('Acme Ltd');
    expect((screen.getByLabelText('Tax rate (%)') as HTMLInputElement).value).toBe('20.00');
    expect(
      (
        within(screen.getByRole('group', { name: 'Contact 1' })).getByLabelText(
          'Email',
        ) as HTMLInputElement
      ).value,
    ).toBe('ana@acme.example');

    await ui.user.clear(name);
    await ui.user.type(name, 'Acme Group');
    await ui.user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText(clientMessages.saved)).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toEqual({ id: CLIENT_ID });
    expect(calls[0]?.body).toEqual({
      name: 'Acme Group',
      address: '1 High Street\nLondon',
      taxId: 'GB123456789',
      currency: 'GBP',
      taxRate: '20.00',
      paymentTermsDays: 30,
      contacts: [{ name: 'Ana Diaz', email: 'ana@acme.example', role: 'approver' }],
    });
  });

  it('shows the currency lock of the server on the currency', async () => {
    answer(clientRoutes.get, client());
    refuse(clientRoutes.update, 409, clientMessages.currencyLocked, { code: 'conflict' });
    const ui = show();
    await heading();
    await ui.user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await ui.user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Currency'))).toContain(
        clientMessages.currencyLocked,
      ),
    );
    expect(await screen.findByText(clientMessages.saveFailed)).toBeDefined();
  });

  it('keeps the currency once it is locked, and says why', async () => {
    answer(clientRoutes.get, client({ currencyLocked: true }));
    const calls = record(clientRoutes.update, client({ currencyLocked: true }));
    const ui = show();
    await heading();
    const currency = screen.getByLabelText('Currency');
    expect(disabled(currency)).toBe(true);
    expect(describedBy(currency)).toBe(clientMessages.currencyLocked);
    await ui.user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.body as { currency: string }).currency).toBe('GBP');
  });

  it('lists its booking pages, each leading to its timesheet', async () => {
    answer(clientRoutes.get, client());
    show();
    const pages = await screen.findByRole('list', { name: 'Booking pages of this client' });
    expect(within(pages).getByRole('link', { name: 'Advisory hours' }).getAttribute('href')).toBe(
      `/timesheets?calendar=${PAGE_ID}`,
    );
  });

  it("links another of the owner's booking pages, offering only those not linked yet", async () => {
    let current: TClient = client();
    record(clientRoutes.get, () => current);
    const calls = record(clientRoutes.linkBookingPage, () => {
      current = client({
        bookingPages: [
          { id: PAGE_ID, title: 'Advisory hours' },
          { id: OTHER_PAGE_ID, title: 'Workshop' },
        ],
      });
      return current;
    });
    const ui = show();
    const select = await screen.findByLabelText('Link another booking page');
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Choose a booking page', 'Workshop']);
    const link = screen.getByRole('button', { name: 'Link' });
    expect(disabled(link)).toBe(true);

    await ui.user.selectOptions(select, 'Workshop');
    await ui.user.click(link);
    expect(await screen.findByText(clientMessages.linked)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: CLIENT_ID, bookingPageId: OTHER_PAGE_ID }]);
    const pages = screen.getByRole('list', { name: 'Booking pages of this client' });
    await waitFor(() => expect(within(pages).getAllByRole('link')).toHaveLength(2));
    expect(screen.getByText('Every one of your booking pages bills this client.')).toBeDefined();
  });

  it('asks before deleting, and says why the server refused', async () => {
    answer(clientRoutes.get, client());
    const calls = record(
      clientRoutes.delete,
      { error: { code: 'conflict', message: clientMessages.hasBookingPages } },
      409,
    );
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Delete client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client?' });
    expect(calls).toHaveLength(0);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(clientMessages.hasBookingPages)).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(ui.location()).toBe(`/clients/${CLIENT_ID}`);
  });

  it('deletes a client no page bills once confirmed, and goes back to the list', async () => {
    answer(clientRoutes.get, client({ bookingPages: [] }));
    const calls = record(clientRoutes.delete, undefined, 204);
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Delete client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client?' });
    // Cancel leaves it be.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await ui.user.click(screen.getByRole('button', { name: 'Delete client' }));
    await ui.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(clientMessages.deleted)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: CLIENT_ID }]);
    await waitFor(() => expect(ui.location()).toBe('/clients'));
  });

  it('says so when the client is not there, with the way back to the list', async () => {
    refuse(clientRoutes.get, 404, clientMessages.notFound, { code: 'not_found' });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: clientMessages.notFound }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe(
      '/clients',
    );
  });
});
