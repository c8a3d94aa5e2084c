import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientMessages } from '@contracts/clients/client';
import { clientRoutes } from '@contracts/clients/routes';
import NewClientPage from '@/features/clients/routes/new-client-page';
import { record, refuse } from '../../../support/web/api';
import { renderScreen, type Screen } from '../../../support/web/render';
import { describedBy } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';
import { CLIENT_ID, client } from './fixtures';

/** `/clients/new`: the client form, checked by the contract, sent as the API parses it. */
beforeEach(() => {
  signIn();
});

const show = () => renderScreen(<NewClientPage />, { at: '/clients/new' });
const contact = (n: number) => screen.getByRole('group', { name: `Contact ${n}` });

/** Adds a contact row and types into it. */
async function addContact(ui: Screen, n: number, email: string, name = '') {
  await ui.user.click(screen.getByRole('button', { name: 'Add contact' }));
  const row = contact(n);
  if (name) await ui.user.type(within(row).getByLabelText('Name'), name);
  await ui.user.type(within(row).getByLabelText('Email'), email);
  return row;
}

describe('Add client', () => {
  it('sends the client with two contacts as the API reads it, then opens its screen', async () => {
    const calls = record(clientRoutes.create, client(), 201);
    const ui = show();
    await ui.user.type(await screen.findByLabelText('Client name'), '  Acme Ltd ');
    await ui.user.type(screen.getByLabelText('Address'), '1 High Street{Enter}London');
    await ui.user.type(screen.getByLabelText('Tax id'), 'GB123456789');
    await ui.user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    const tax = screen.getByLabelText('Tax rate (%)');
    await ui.user.clear(tax);
    await ui.user.type(tax, '20');
    const terms = screen.getByLabelText('Payment terms (days)');
    await ui.user.clear(terms);
    await ui.user.type(terms, '14');

    const first = await addContact(ui, 1, 'ana@acme.example', 'Ana Diaz');
    // The first contact approves; the next starts as a viewer until told otherwise.
    expect((within(first).getByLabelText('Role') as HTMLSelectElement).value).toBe('approver');
    const second = await addContact(ui, 2, 'finance@acme.example');
    expect((within(second).getByLabelText('Role') as HTMLSelectElement).value).toBe('viewer');
    await ui.user.selectOptions(within(second).getByLabelText('Role'), 'Finance');

    await ui.user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText(clientMessages.created)).toBeDefined();
    expect(calls.map((c) => c.body)).toEqual([
      {
        name: 'Acme Ltd',
        address: '1 High Street\nLondon',
        taxId: 'GB123456789',
        currency: 'EUR',
        taxRate: '20.00',
        paymentTermsDays: 14,
        contacts: [
          { name: 'Ana Diaz', email: 'ana@acme.example', role: 'approver' },
          { name: '', email: 'finance@acme.example', role: 'finance' },
        ],
      },
    ]);
    await waitFor(() => expect(ui.location()).toBe(`/clients/${CLIENT_ID}`));
  });

  it("checks the form by the contract's messages before sending anything", async () => {
    const calls = record(clientRoutes.create, client(), 201);
    const ui = show();
    await screen.findByLabelText('Client name');
    const row = await addContact(ui, 1, 'not-an-address');
    await ui.user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(describedBy(screen.getByLabelText('Client name'))).toBe(clientMessages.name);
    expect(describedBy(within(row).getByLabelText('Email'))).toBe(clientMessages.contactEmail);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a field on that field", async () => {
    refuse(clientRoutes.create, 400, clientMessages.contactIsYou, {
      code: 'validation_error',
      fields: { 'contacts.0.email': clientMessages.contactIsYou },
    });
    const ui = show();
    await ui.user.type(await screen.findByLabelText('Client name'), 'Acme Ltd');
    const row = await addContact(ui, 1, 'me@example.com');
    await ui.user.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() =>
      expect(describedBy(within(row).getByLabelText('Email'))).toBe(clientMessages.contactIsYou),
    );
    // The toast says it failed, and why.
    expect(await screen.findByText(clientMessages.saveFailed)).toBeDefined();
    expect(ui.location()).toBe('/clients/new');
  });

  it('shows a refusal of the whole contact list under the list', async () => {
    refuse(clientRoutes.create, 400, clientMessages.contactTwice, {
      code: 'validation_error',
      fields: { contacts: clientMessages.contactTwice },
    });
    const ui = show();
    await ui.user.type(await screen.findByLabelText('Client name'), 'Acme Ltd');
    await addContact(ui, 1, 'ana@acme.example');
    await ui.user.click(screen.getByRole('button', { name: 'Add client' }));
    const contacts = screen.getByRole('group', { name: 'Contacts' });
    await waitFor(() => expect(describedBy(contacts)).toContain(clientMessages.contactTwice));
  });

  it('removes a contact row, leaving the focus on Add contact, and sends the rows left', async () => {
    const calls = record(clientRoutes.create, client(), 201);
    const ui = show();
    await ui.user.type(await screen.findByLabelText('Client name'), 'Acme Ltd');
    await addContact(ui, 1, 'ana@acme.example');
    await addContact(ui, 2, 'gone@acme.example');
    await addContact(ui, 3, 'finance@acme.example');

    await ui.user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: 'Contact 3' })).toBeNull();
    expect((within(contact(2)).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'finance@acme.example',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add contact' })),
    );

    await ui.user.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]?.body as { contacts: { email: string }[] };
    expect(body.contacts.map((c) => c.email)).toEqual(['ana@acme.example', 'finance@acme.example']);
  });

  it('adds and removes rows from the keyboard, up to 20 contacts', async () => {
    const ui = show();
    const add = await screen.findByRole('button', { name: 'Add contact' });
    add.focus();
    await ui.user.keyboard('{Enter}');
    // The new row takes the focus on its first field.
    expect(document.activeElement).toBe(within(contact(1)).getByLabelText('Name'));
    for (let n = 2; n <= 20; n++) await ui.user.click(add);
    expect(screen.getAllByRole('group', { name: /^Contact \d+$/ })).toHaveLength(20);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Remove contact 20' }).focus();
    await ui.user.keyboard(' ');
    expect(screen.getAllByRole('group', { name: /^Contact \d+$/ })).toHaveLength(19);
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });
});
