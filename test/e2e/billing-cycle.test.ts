import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { invoiceMessages, ZInvoiceList } from '@contracts/invoices/invoice';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { billingMessages } from '@contracts/timesheets/billing';
import { entryMessages } from '@contracts/timesheets/entry';
import {
  periodMessages,
  PERIOD_STATE_LABELS,
  ZPeriodForApproval,
} from '@contracts/timesheets/period-approval';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { formatDateRange } from '@domain/time/human-dates';
import { formatMoney } from '@domain/timesheets/money';
import { anonymousCaller, signedInCaller } from '../support/api-session';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

const run = promisify(execFile);
const stack = () => inject('stack');
const browser = useBrowser();

/**
 * The whole billing cycle as a consultant and their client live it (issue 27): time logged with
 * the timer, the week submitted and mailed, the client's approval from the mailed link, an
 * invoice issued from the approved week, downloaded, and its total read back from the PDF.
 */
describe('from time logged to invoice', () => {
  it('logs time with the timer, the client approves from the mail, and the invoice PDF totals it', async () => {
    const owner = await createUser(stack(), 'owner');
    const client = `client-${randomUUID().slice(0, 8)}@example.com`;
    const api = await signedInCaller(stack(), owner);
    // The seller an invoice names (its first one asks for it: first-invoice.test.ts).
    await api.call('PUT', '/api/profile', { body: { name: 'Owner Consultant' } });
    const calendar = ZBookingPage.parse(
      (
        await api.call('POST', '/api/booking-pages', {
          body: {
            name: 'Acme retainer',
            slug: `cycle-${randomUUID().slice(0, 8)}`,
            timeZone: 'UTC',
            availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
          },
        })
      ).body,
    );

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);

    // Billing settings: the client, a default rate and 20 % tax.
    await page.goto(`/timesheets/billing?calendar=${calendar.id}`);
    await page.getByLabel('Client name').fill('Acme Ltd');
    await page.getByLabel('Client email').fill(client);
    await page.getByLabel('Default hourly rate (£)').fill('150.00');
    await page.getByLabel('Tax rate (%)').fill('20');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await waitForToast(page, billingMessages.saved);

    // The timer: started, still running after a reload, stopped into a draft entry.
    await page.goto(`/timesheets?calendar=${calendar.id}`);
    await page.getByLabel('What are you working on?').fill('Incident response');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByLabel('Elapsed time').waitFor();
    await page.reload();
    // Still running: the elapsed time ticks on.
    await expect
      .poll(() => page.getByLabel('Elapsed time').textContent(), { timeout: 10_000 })
      .not.toBe('0:00:00');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await waitForToast(page, entryMessages.created);
    await page.getByRole('cell', { name: 'Incident response' }).first().waitFor();

    // Submitted with the mail to the client.
    await page.getByRole('button', { name: 'Submit period (1)' }).click();
    // Named as Billing settings name the client, the address beside it (issue 35).
    const mailIt = page.getByLabel(`E-mail Acme Ltd (${client}) a link to approve it`);
    expect(await mailIt.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForToast(page, periodMessages.submittedAndSent(1, client));
    await page.getByText(PERIOD_STATE_LABELS.submitted).first().waitFor();
    await page.getByText(`Sent to Acme Ltd (${client})`).waitFor();

    // The client opens the mailed link in their own browser, with no account.
    const mail = await waitForMail(stack().outboxDir, client, /Timesheet for approval/);
    const link = /https?:\/\/\S+\/timesheet-approval#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const visitor = await openPage(browser(), stack().webUrl!);
    await visitor.page.goto(new URL(link![0]).pathname + new URL(link![0]).hash);
    await visitor.page.getByRole('heading', { name: 'Timesheet for approval' }).waitFor();
    await visitor.page.getByText('Incident response').first().waitFor();
    await visitor.page.getByLabel('Your name').first().fill('Jane Client');
    await visitor.page.getByRole('button', { name: 'Approve timesheet' }).click();
    await waitForToast(visitor.page, periodMessages.approvedByClient);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    // Back with the consultant: the approved week is invoiced.
    await waitForMail(stack().outboxDir, owner.email, /Timesheet approved/);
    await page.reload();
    await page.getByText(PERIOD_STATE_LABELS.approved).first().waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue invoice' }).click();
    await waitForToast(page, invoiceMessages.issued('INV-0001'));

    const invoices = ZInvoiceList.parse((await api.call('GET', '/api/invoices')).body);
    const invoice = invoices.invoices[0]!;
    expect(invoice.reference).toBe('INV-0001');
    expect(invoice.totalPence).toBe(invoice.subtotalPence + invoice.taxPence);
    expect(invoice.subtotalPence).toBeGreaterThan(0);

    await page.goto('/invoices');
    const row = page.getByRole('row').filter({ hasText: 'INV-0001' });
    const download = row.getByRole('button', { name: 'Download' });
    // The PDF is made after the request has answered: reload until the row offers it (each
    // look comes a poll's interval after the reload, once the list has loaded again).
    await expect
      .poll(
        async () => {
          if (await download.isEnabled()) return true;
          await page.reload();
          return false;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
    const saved = path.join(dir, 'INV-0001.pdf');
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout: text } = await run('pdftotext', ['-layout', saved, '-']);
    expect(text).toContain('INV-0001');
    expect(text).toContain('Incident response');
    expect(text).toMatch(new RegExp(`Total\\s+${escape(formatMoney(invoice.totalPence))}`));
    expect(problems).toEqual([]);
  });
});

/**
 * Issue 35: the currency is shown, suggested by the page's zone, before the first time locks it;
 * Submit period says which days, their totals and that a billable entry has no rate; Issue
 * invoice previews the invoice; an invoice once mailed reads "Sent".
 */
describe('what billing shows before each irreversible step', () => {
  it('confirms the currency with the first entry, summarises the period, previews the invoice and marks it sent', async () => {
    const owner = await createUser(stack(), 'steps');
    const client = `client-${randomUUID().slice(0, 8)}@example.com`;
    const api = await signedInCaller(stack(), owner);
    await api.call('PUT', '/api/profile', { body: { name: 'Owner Consultant' } });
    const zone = 'Europe/Paris';
    const calendar = ZBookingPage.parse(
      (
        await api.call('POST', '/api/booking-pages', {
          body: {
            name: 'Paris retainer',
            slug: `steps-${randomUUID().slice(0, 8)}`,
            timeZone: zone,
            availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
          },
        })
      ).body,
    );
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(new Date());

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);

    // The first entry shows the page's currency, suggested by its zone, before it locks.
    await page.goto(`/timesheets/new?calendar=${calendar.id}`);
    await page.getByRole('heading', { name: 'Log Time' }).waitFor();
    expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
    await page.getByLabel('Start').fill(`${day}T00:00`);
    await page.getByLabel('End').fill(`${day}T01:00`);
    await page.getByLabel('Description').fill('Unpriced review');
    await page.getByLabel('Hourly rate (€)').waitFor();
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await waitForToast(page, entryMessages.created);
    const billing = await api.call('GET', `/api/booking-pages/${calendar.id}/billing`);
    expect(billing.body).toMatchObject({
      currency: 'EUR',
      currencyConfirmed: true,
      currencyLocked: true,
    });

    // The client and a rate, then a priced entry.
    const saved = await api.call('PUT', `/api/booking-pages/${calendar.id}/billing`, {
      body: { clientName: 'Acme SA', clientEmail: client, currency: 'EUR', taxRate: '20' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const priced = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-entries`, {
      body: {
        start: `${day}T01:00`,
        end: `${day}T02:00`,
        description: 'Priced review',
        hourlyRate: '100',
      },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    const sheet = ZTimesheet.parse(
      (await api.call('GET', `/api/booking-pages/${calendar.id}/timesheet`)).body,
    );

    // Submit period: the days, the totals, and the entry without a rate.
    await page.goto(`/timesheets?calendar=${calendar.id}`);
    await page.getByRole('button', { name: 'Submit period (2)' }).click();
    const submit = page.getByRole('dialog');
    expect(await submit.getByTestId('submit-period').textContent()).toBe(
      formatDateRange(sheet.period.startDate, sheet.period.endDate),
    );
    expect(await submit.getByTestId('submit-amount').textContent()).toBe('€100.00');
    await submit.getByText(periodMessages.unratedWarning(1)).waitFor();
    await submit.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForToast(page, periodMessages.submittedAndSent(2, client));

    // The client approves from the mailed link.
    const mail = await waitForMail(stack().outboxDir, client, /Timesheet for approval/);
    const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
    const anonymous = anonymousCaller(stack());
    const headers = { [LINK_TOKEN_HEADER]: token };
    const seen = ZPeriodForApproval.parse(
      (await anonymous.call('GET', '/api/public/timesheet-approval', { headers })).body,
    );
    const approved = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256: seen.shownSha256 },
      headers,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // Issue invoice previews what it bills before issuing; mailed, the invoice reads "Sent".
    await page.reload();
    await page.getByText(PERIOD_STATE_LABELS.approved).first().waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const issue = page.getByRole('dialog');
    await issue.getByTestId('preview-line').filter({ hasText: 'Priced review' }).waitFor();
    expect(await issue.getByTestId('preview-line').count()).toBe(1);
    expect(await issue.getByTestId('preview-total').textContent()).toBe('€120.00');
    await issue.getByText(invoiceMessages.unratedWarning(1)).waitFor();
    await issue.getByLabel('Email the invoice').check();
    await issue.getByRole('button', { name: 'Issue invoice' }).click();
    await waitForToast(page, invoiceMessages.issued('INV-0001'));

    await page.goto('/invoices');
    const row = page.getByTestId('invoice-row').filter({ hasText: 'INV-0001' });
    await expect
      .poll(
        async () => {
          const sent = await row.getByText('Sent', { exact: true }).count();
          if (sent === 0) await page.reload();
          return sent;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await row.getByText('Sent', { exact: true }).waitFor();
    await waitForMail(stack().outboxDir, client, /^Invoice INV-0001/);
    expect(problems).toEqual([]);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
