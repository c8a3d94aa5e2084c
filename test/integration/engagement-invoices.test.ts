import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TClient } from '@contracts/clients/client';
import type { TEngagement } from '@contracts/engagements/engagement';
import { ZInvoice, ZInvoiceList, type TInvoice } from '@contracts/invoices/invoice';
import { ZPeriodSent } from '@contracts/timesheets/period-approval';
import { ZTimeEntry } from '@contracts/timesheets/entry';
import { bookingPageKey } from '../../lambdas/services/booking-pages/booking-page-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import {
  activateByLetter,
  createClient,
  draftEngagement,
  linkPageToClient,
  linkPageToEngagement,
  readEngagement,
} from '../support/engagements';
import { poll } from '../support/outbox';
import { stackTable } from '../support/table';
import { approveByLink } from '../support/timesheet-approval';

/**
 * An invoice of a booking page linked to an engagement cites what it bills under: the
 * engagement (still the owner's, of the page's client) and the SHA-256 of its signed letter
 * whose terms held on the period's first day (the first letter's before its date), snapshotted
 * at issue and copied onto its credit note. The answer, the list and the PDF all carry it; a
 * page with no engagement, or one whose letter is not signed yet, cites none.
 */

const run = promisify(execFile);
const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const table = stackTable(stack);

let owner: Caller;
let ownerEmail: string;
let workDir: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
  // An invoice names its seller as the profile does.
  const named = await owner.call('PUT', '/api/profile', { body: { name: 'Jane Consultant' } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  workDir = await mkdtemp(path.join(tmpdir(), 'engagement-invoices-'));
});

/** A page of the owner's on UTC's calendar, named uniquely (its approval mails say its name). */
async function pageOf(client: TClient): Promise<TBookingPage> {
  const page = await createOpenPage(owner, {
    name: `Acme advisory ${randomUUID().slice(0, 6)}`,
    slugPrefix: 'eng-inv',
    timeZone: 'UTC',
  });
  await linkPageToClient(owner, client.id, page.id);
  return page;
}

/** The week of Monday 4 March 2030, after the engagement's start on the 1st. */
const week = { startDate: '2030-03-04', endDate: '2030-03-10' };
/** The week before, from Monday 25 February: it begins before the engagement does. */
const weekBefore = { startDate: '2030-02-25', endDate: '2030-03-03' };

/**
 * Logs 1h30 at £150 on the period's first day, submits the period to the client, has the
 * client's approver approve it by link, and issues its invoice.
 */
async function invoiceApprovedPeriod(
  client: TClient,
  page: TBookingPage,
  days: { startDate: string; endDate: string } = week,
): Promise<TInvoice> {
  const entry = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
    body: {
      start: `${days.startDate}T09:00`,
      end: `${days.startDate}T10:30`,
      description: 'Risk review',
      billable: true,
      hourlyRate: '150.00',
    },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  ZTimeEntry.parse(entry.body);
  const sent = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
    body: { period: 'custom', ...days, sendToClient: true },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const periodId = ZPeriodSent.parse(sent.body).id;
  expect(periodId).toBe(`${days.startDate}_${days.endDate}`);
  await approveByLink(stack, anonymous, client.contacts[0]!.email, page.name);
  const issued = await owner.call(
    'POST',
    `/api/booking-pages/${page.id}/timesheet-periods/${periodId}/invoices`,
    { body: {} },
  );
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return ZInvoice.strict().parse(issued.body);
}

async function invoiceOf(id: string): Promise<TInvoice> {
  const res = await owner.call('GET', `/api/invoices/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZInvoice.strict().parse(res.body);
}

/** The invoice's row of the owner's list. */
async function listRowOf(id: string) {
  const res = await owner.call('GET', '/api/invoices?limit=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = ZInvoiceList.strict()
    .parse(res.body)
    .invoices.find((i) => i.id === id);
  expect(row, `${id} on the list`).toBeDefined();
  return row!;
}

/** The invoice once its PDF is made (the consumer runs after the request has answered). */
async function ready(id: string): Promise<TInvoice> {
  const current = await poll(
    async () => {
      const invoice = await invoiceOf(id);
      return invoice.status === 'pending' ? undefined : invoice;
    },
    30_000,
    `Invoice ${id} still pending`,
  );
  expect(current.status, current.message ?? '').toBe('done');
  return current;
}

/** The text of the invoice's PDF, its runs of white space made single spaces. */
async function pdfTextOf(id: string): Promise<string> {
  const file = await fetch((await ready(id)).downloadUrl!);
  expect(file.status).toBe(200);
  const pdfPath = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(pdfPath, new Uint8Array(await file.arrayBuffer()));
  return (await run('pdftotext', ['-layout', pdfPath, '-'])).stdout.replace(/\s+/g, ' ');
}

async function creditNoteOf(invoice: TInvoice): Promise<TInvoice> {
  const res = await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
    body: { reason: 'Wrong rate' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZInvoice.strict().parse(res.body);
}

describe('an invoice of a page linked to an active engagement', () => {
  let client: TClient;
  let page: TBookingPage;
  let engagement: TEngagement;
  let citation: NonNullable<TInvoice['engagement']>;

  beforeAll(async () => {
    client = await createClient(owner);
    page = await pageOf(client);
    const draft = await draftEngagement(owner, client.id, {
      startDate: '2030-03-01',
      timeZone: 'UTC',
    });
    await linkPageToEngagement(owner, draft.id, page.id);
    await activateByLetter(
      stack,
      { owner, ownerEmail, approverEmail: client.contacts[0]!.email, anonymous },
      draft.id,
    );
    // As its owner reads it: the letter's hash is what the invoice must cite.
    engagement = await readEngagement(owner, draft.id);
    expect(engagement.status).toBe('active');
    expect(engagement.letters).toHaveLength(1);
    const [letter] = engagement.letters;
    expect(letter).toMatchObject({ status: 'signed', effectiveFrom: '2030-03-01' });
    expect(letter!.sha256).toMatch(/^[0-9a-f]{64}$/);
    citation = { id: engagement.id, title: engagement.title, letterSha256: letter!.sha256! };
  });

  it('cites the engagement and its signed letter on the invoice, its list row, PDF and credit note', async () => {
    const invoice = await invoiceApprovedPeriod(client, page);
    expect(invoice.engagement).toEqual(citation);
    expect((await invoiceOf(invoice.id)).engagement).toEqual(citation);
    expect((await listRowOf(invoice.id)).engagement).toEqual(citation);

    const text = await pdfTextOf(invoice.id);
    expect(text).toContain(`Engagement ${citation.title}`);
    expect(text).toContain(`Letter SHA-256 ${citation.letterSha256}`);

    const credit = await creditNoteOf(invoice);
    expect(credit).toMatchObject({ kind: 'credit-note', credits: invoice.reference });
    expect(credit.engagement).toEqual(citation);
    expect((await invoiceOf(credit.id)).engagement).toEqual(citation);
    expect((await listRowOf(credit.id)).engagement).toEqual(citation);
    const creditText = await pdfTextOf(credit.id);
    expect(creditText).toContain(`Engagement ${citation.title}`);
    expect(creditText).toContain(`Letter SHA-256 ${citation.letterSha256}`);
  });

  it("cites the first letter for a period that begins before the engagement's start", async () => {
    const invoice = await invoiceApprovedPeriod(client, page, weekBefore);
    expect(invoice.engagement).toEqual(citation);
    expect((await invoiceOf(invoice.id)).engagement).toEqual(citation);
  });

  it('cites nothing for another page of the same client that is not linked to it', async () => {
    const unlinked = await pageOf(client);
    const invoice = await invoiceApprovedPeriod(client, unlinked);
    expect(invoice.engagement).toBeNull();
    expect((await invoiceOf(invoice.id)).engagement).toBeNull();
  });

  it("cites nothing when the page's stored link outlived its client (the engagement is another client's)", async () => {
    const linked = await pageOf(client);
    await linkPageToEngagement(owner, engagement.id, linked.id);
    // Relinking a page to another client drops its engagement link; a stale one is made by hand.
    const other = await createClient(owner);
    await table.update(
      bookingPageKey(linked.id),
      { set: { clientId: other.id } },
      { exists: true },
    );
    const invoice = await invoiceApprovedPeriod(client, linked);
    expect(invoice.engagement).toBeNull();
  });
});

describe('an invoice that cites no engagement', () => {
  it('of a page of a client with no engagement', async () => {
    const client = await createClient(owner);
    const invoice = await invoiceApprovedPeriod(client, await pageOf(client));
    expect(invoice.engagement).toBeNull();
    expect((await invoiceOf(invoice.id)).engagement).toBeNull();
    expect((await listRowOf(invoice.id)).engagement).toBeNull();
    const text = await pdfTextOf(invoice.id);
    expect(text).toContain(invoice.reference);
    expect(text).not.toContain('Engagement');
    expect(text).not.toContain('SHA-256');
    expect((await creditNoteOf(invoice)).engagement).toBeNull();
  });

  it('of a page linked to a draft engagement, its letter not signed', async () => {
    const client = await createClient(owner);
    const page = await pageOf(client);
    const draft = await draftEngagement(owner, client.id, {
      startDate: '2030-03-01',
      timeZone: 'UTC',
    });
    await linkPageToEngagement(owner, draft.id, page.id);
    const invoice = await invoiceApprovedPeriod(client, page);
    expect(invoice.engagement).toBeNull();
    expect((await invoiceOf(invoice.id)).engagement).toBeNull();
    expect((await listRowOf(invoice.id)).engagement).toBeNull();
  });
});
