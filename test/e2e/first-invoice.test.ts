import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  professionalProfileMessages,
  ZProfessionalProfile,
} from '@contracts/account/professional-profile';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { invoiceMessages, ZInvoiceList } from '@contracts/invoices/invoice';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { PERIOD_STATE_LABELS, ZPeriodForApproval } from '@contracts/timesheets/period-approval';
import { anonymousCaller, signedInCaller, type Caller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

/** A page with one approved week for a client of its own, set up through the API. */
async function approvedWeek(api: Caller): Promise<string> {
  const created = await api.call('POST', '/api/booking-pages', {
    body: {
      name: 'Acme retainer',
      slug: `first-inv-${randomUUID().slice(0, 8)}`,
      timeZone: 'UTC',
      availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const calendar = ZBookingPage.parse(created.body);
  const client = `client-${randomUUID().slice(0, 8)}@example.com`;
  const billing = await api.call('PUT', `/api/booking-pages/${calendar.id}/billing`, {
    body: { clientName: 'Acme Ltd', clientEmail: client, currency: 'GBP' },
  });
  expect(billing.status, JSON.stringify(billing.body)).toBe(200);
  const entry = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-entries`, {
    body: {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:00',
      description: 'Risk review',
      billable: true,
      hourlyRate: '150.00',
    },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  const submitted = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-periods`, {
    body: { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

  // The client approves from the mailed link.
  const mail = await waitForMail(stack().outboxDir, client, /Timesheet for approval/);
  const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
  const anonymous = anonymousCaller(stack());
  const headers = { [LINK_TOKEN_HEADER]: token };
  const shown = ZPeriodForApproval.parse(
    (await anonymous.call('GET', '/api/public/timesheet-approval', { headers })).body,
  );
  const approved = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
    body: { name: 'Jane Client', shownSha256: shown.shownSha256 },
    headers,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return calendar.id;
}

/**
 * Issue 35: a professional's first invoice asks who it is from before it is issued (an issued
 * invoice cannot be changed), then goes on to issue it from that name.
 */
describe('the first invoice', () => {
  it('asks for the seller details first, then issues the invoice from them', async () => {
    const owner = await createUser(stack(), 'seller');
    const api = await signedInCaller(stack(), owner);
    const bookingPageId = await approvedWeek(api);

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/timesheets?calendar=${bookingPageId}`);
    await page.getByText(PERIOD_STATE_LABELS.approved).first().waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();

    // The dialog asks for the seller first; a blank name is refused in the page.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'First, who is the invoice from?' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Issue invoice' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await waitForToast(page, 'Validation Error');
    await dialog.getByText(professionalProfileMessages.nameRequired).waitFor();

    await dialog.getByLabel('Your name').fill('Priya Raman');
    await dialog.getByLabel('Company').fill('Raman Security Ltd');
    await dialog.getByLabel('Address').fill('4 Quay Street\nBristol');
    await dialog.getByLabel('Tax number').fill('GB987654321');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await waitForToast(page, professionalProfileMessages.saved);

    // Then on to the invoice itself, in the same dialog.
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    await waitForToast(page, invoiceMessages.issued('INV-0001'));

    const invoice = ZInvoiceList.parse((await api.call('GET', '/api/invoices')).body).invoices[0]!;
    expect(invoice.reference).toBe('INV-0001');
    expect(invoice.issuer).toMatchObject({ name: 'Priya Raman', company: 'Raman Security Ltd' });
    expect(ZProfessionalProfile.parse((await api.call('GET', '/api/profile')).body)).toEqual({
      name: 'Priya Raman',
      company: 'Raman Security Ltd',
      address: '4 Quay Street\nBristol',
      taxId: 'GB987654321',
    });

    // The profile is where the account keeps it, asked no more.
    await page.goto('/account/profile');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Priya Raman');
    expect(describeViolations('/account/profile', await seriousAxeViolations(page))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the booking pages', () => {
  it('ask a professional without a name for their profile, then name them to visitors', async () => {
    const owner = await createUser(stack(), 'host');
    const api = await signedInCaller(stack(), owner);
    const slug = `host-${randomUUID().slice(0, 8)}`;
    const created = await api.call('POST', '/api/booking-pages', {
      body: {
        name: 'Intro call',
        slug,
        timeZone: 'UTC',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.goto('/booking-pages');
    const ask = page.getByRole('heading', { name: 'Tell your visitors who you are' });
    await ask.waitFor();
    expect(describeViolations('/booking-pages', await seriousAxeViolations(page))).toEqual([]);
    await page.getByLabel('Your name').fill('Priya Raman');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await waitForToast(page, professionalProfileMessages.saved);
    await ask.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'My Booking Pages' }).waitFor();
    expect(await ask.count()).toBe(0);

    // Visitors of the page now see whom they book.
    await page.goto(`/book/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Intro call' }).waitFor();
    await page.getByText('with Priya Raman', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
