import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { clientMessages } from '@contracts/clients/client';
import { engagementMessages } from '@contracts/engagements/engagement';
import {
  engagementMessages as letterMessages,
  ZEngagement,
} from '@contracts/engagements/engagement';
import { ZClient } from '@contracts/clients/client';
import { ZBillingSettingsView } from '@contracts/timesheets/billing';
import { signedInCaller, type Caller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

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

/** The path of the personal signing link in the first signing mail to `email`. */
async function signingPath(email: string): Promise<string> {
  const mail = await waitForMail(stack().outboxDir, email, /^Please sign: /, { timeoutMs: 30_000 });
  const url = /https?:\/\/\S+\/sign#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`No signing link in the mail to ${email}`);
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
}

/** A signer's page from their mail: the disclosure, then their fields, signed by typing. */
async function signFromMail(email: string, name: string) {
  const { page, context, problems } = await openPage(browser(), stack().webUrl!);
  await page.goto(await signingPath(email));
  await page.getByLabel(/I have read the disclosure/).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('heading', { name: 'Fill in and sign' }).waitFor();
  await page.getByLabel('Type your name').fill(name);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByRole('heading', { name: 'Document signed' }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
}

/** A client with an approver and a draft retainer with it, made through the API. */
async function draftWithApprover(api: Caller, approver: string) {
  const client = await api.call('POST', '/api/clients', {
    body: {
      name: 'Globex plc',
      currency: 'GBP',
      contacts: [{ name: 'Grace Approver', email: approver, role: 'approver' }],
    },
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const created = await api.call('POST', '/api/engagements', {
    body: {
      clientId: ZClient.parse(client.body).id,
      title: 'Security leadership',
      startDate: '2030-06-01',
      model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
      rollover: { kind: 'carry', capHours: '4' },
      lateCancellationHours: 48,
      noticeDays: 30,
      cadence: 'weekly',
      workstreams: [{ name: 'SOC 2 readiness' }],
      clauses: '',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return ZEngagement.parse(created.body);
}

describe('the engagement letter', () => {
  it('goes out from the draft, is signed by both sides from their mails, and makes the engagement active', async () => {
    const owner = await createUser(stack(), 'letters');
    const api = await signedInCaller(stack(), owner);
    const approver = `approver-${randomUUID().slice(0, 8)}@example.com`;
    const draft = await draftWithApprover(api, approver);

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/engagements/${draft.id}`);
    await page.getByRole('button', { name: 'Send letter for signature' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send letter' }).click();
    await waitForToast(page, letterMessages.letterSent);
    // Drawn and sent off the request: the page follows it until it is out.
    await page.getByText('The letter is out for signature.').waitFor({ timeout: 30_000 });

    // The client's approver signs first, then the consultant, each from their own mail.
    await signFromMail(approver, 'Grace Approver');
    await signFromMail(owner.email, 'The Consultant');

    // Sealed, the letter makes the engagement active on its terms, its hash beside it.
    const read = async () =>
      ZEngagement.parse((await api.call('GET', `/api/engagements/${draft.id}`)).body);
    await expect
      .poll(async () => (await read()).status, { timeout: 60_000, interval: 500 })
      .toBe('active');
    const engagement = await read();
    expect(engagement.terms).toEqual(draft.terms);
    expect(engagement.letters[0]).toMatchObject({ status: 'signed' });
    expect(engagement.letters[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);

    await page.reload();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page.getByText(/Engagement letter · Signed/).waitFor();
    expect(describeViolations('active engagement', await seriousAxeViolations(page))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
