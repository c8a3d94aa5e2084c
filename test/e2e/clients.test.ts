import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { clientMessages } from '@contracts/clients/client';
import { engagementMessages } from '@contracts/engagements/engagement';
import { ZBillingSettingsView } from '@contracts/timesheets/billing';
import { signedInCaller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

/**
 * Issue 38: a consultant's first client, from the empty list to a client with its approver and
 * its booking page, and a draft engagement with it; the screens pass axe and fit a phone.
 */
describe('clients', () => {
  it('adds the first client with its approver, links a booking page and drafts an engagement', async () => {
    const owner = await createUser(stack(), 'clients');
    const api = await signedInCaller(stack(), owner);
    const created = await api.call('POST', '/api/booking-pages', {
      body: {
        name: 'Acme sessions',
        slug: `acme-${randomUUID().slice(0, 8)}`,
        timeZone: 'Europe/London',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bookingPage = ZBookingPage.parse(created.body);
    const approver = `approver-${randomUUID().slice(0, 8)}@example.com`;

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    expect(describeViolations('/clients', await seriousAxeViolations(page))).toEqual([]);

    // A new account's list says how to add the first client.
    await page.getByRole('main').getByRole('link', { name: 'Add client' }).click();
    await page.getByLabel('Client name').fill('Acme Ltd');
    await page.getByLabel('Address').fill('1 Market Street\nLeeds');
    await page.getByLabel('Tax rate (%)').fill('20');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first();
    await contact.getByLabel('Name').fill('Jane Client');
    await contact.getByLabel('Email').fill(approver);
    await page.getByRole('button', { name: 'Add client' }).click();
    await waitForToast(page, clientMessages.created);
    await page.getByRole('heading', { name: 'Acme Ltd', level: 1 }).waitFor();
    expect(describeViolations('client', await seriousAxeViolations(page))).toEqual([]);

    // The page bills the client from now on: its billing settings are the client's details.
    await page.getByLabel('Link another booking page').selectOption({ label: 'Acme sessions' });
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await waitForToast(page, clientMessages.linked);
    await page
      .getByRole('list', { name: 'Booking pages of this client' })
      .getByRole('link', { name: 'Acme sessions' })
      .waitFor();
    const billing = ZBillingSettingsView.parse(
      (await api.call('GET', `/api/booking-pages/${bookingPage.id}/billing`)).body,
    );
    expect(billing).toMatchObject({
      clientName: 'Acme Ltd',
      clientEmail: approver,
      clientAddress: '1 Market Street\nLeeds',
      taxRate: '20.00',
    });

    // A draft engagement with the client.
    await page.getByRole('link', { name: 'New engagement' }).click();
    await page.getByLabel('Title').fill('Fractional CISO retainer');
    await page.getByLabel('Hours a month').fill('8');
    await page.getByLabel(/^Hourly rate/).fill('180');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await waitForToast(page, engagementMessages.created);
    await page.getByRole('heading', { name: 'Fractional CISO retainer', level: 1 }).waitFor();
    expect(describeViolations('engagement', await seriousAxeViolations(page))).toEqual([]);

    // On a phone, neither screen scrolls sideways.
    const engagementPath = new URL(page.url()).pathname;
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [engagementPath, '/clients']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
    }
    await page
      .getByRole('list', { name: 'Clients' })
      .getByText(/1 contact · 1 booking page/)
      .waitFor();
    expect(problems).toEqual([]);
  });
});
