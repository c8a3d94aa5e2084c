import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  professionalProfileMessages,
  ZProfessionalProfile,
} from '@contracts/account/professional-profile';
import { type TBookingPage } from '@contracts/booking/booking-page';
import { ZPublicBookingPage } from '@contracts/booking/public-booking';
import { ZSigningSession } from '@contracts/documents/signing';
import { ZInvoice } from '@contracts/invoices/invoice';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZMe } from '@contracts/system/get-me';
import { ZPeriodForApproval } from '@contracts/timesheets/period-approval';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo, readInvite, waitForMail } from '../support/outbox';
import {
  draftForSigning,
  sendForSigning,
  signerAddress,
  signingTokenIn,
} from '../support/signing-requests';
import { expectError } from '../support/api-error';
import { createPage, saveBilling } from '../support/booking-pages';

/**
 * The professional profile (issue 35): the name asked once is how clients, signers and visitors
 * see the professional — on the booking page and its invite, the signing request, the client's
 * approval page and the invoice, which is refused while the profile names no seller. Without a
 * name, the account's e-mail stands in where a person must be named.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

async function professional(): Promise<{ caller: Caller; email: string }> {
  const caller = await userCaller(stack);
  const email = ZMe.parse((await caller.call('GET', '/api/me')).body).email;
  return { caller, email };
}

async function saveProfile(caller: Caller, body: Record<string, unknown>) {
  const res = await caller.call('PUT', '/api/profile', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZProfessionalProfile.parse(res.body);
}

const publicPage = async (slug: string) => {
  const res = await anonymous.call('GET', `/api/public/booking-pages/${slug}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZPublicBookingPage.parse(res.body);
};

describe('the profile', () => {
  it('is blank until saved, saved whole, and keeps a name once given', async () => {
    const { caller } = await professional();
    expect((await caller.call('GET', '/api/profile')).body).toEqual({
      name: '',
      company: '',
      address: '',
      taxId: '',
    });
    const saved = await saveProfile(caller, {
      name: ' Priya Raman ',
      company: 'Raman Security Ltd',
      address: '4 Quay Street\nBristol',
      taxId: 'GB987654321',
    });
    expect(saved).toEqual({
      name: 'Priya Raman',
      company: 'Raman Security Ltd',
      address: '4 Quay Street\nBristol',
      taxId: 'GB987654321',
    });
    for (const body of [{}, { name: '   ' }, { name: '', company: 'Other Ltd' }])
      expectError(
        await caller.call('PUT', '/api/profile', { body }),
        400,
        professionalProfileMessages.nameRequired,
      );
    expectError(
      await caller.call('PUT', '/api/profile', { body: { name: 'P', company: 'x'.repeat(201) } }),
      400,
      'The company must be at most 200 characters',
    );
    expect(ZProfessionalProfile.parse((await caller.call('GET', '/api/profile')).body)).toEqual(
      saved,
    );
  });
});

describe('the booking page and its invite', () => {
  let owner: Caller;
  let ownerEmail: string;
  let page: TBookingPage;
  beforeAll(async () => {
    ({ caller: owner, email: ownerEmail } = await professional());
    page = await createOpenPage(owner, { name: 'Intro call', slugPrefix: 'host', timeZone: 'UTC' });
  });

  it('names its host once the profile has a name, on pages made before and after', async () => {
    // No name given: the page names nobody (the owner's e-mail stays private).
    expect((await publicPage(page.slug)).hostName).toBeNull();
    await saveProfile(owner, { name: 'Priya Raman' });
    expect((await publicPage(page.slug)).hostName).toBe('Priya Raman');
    const later = await createOpenPage(owner, {
      name: 'Deep dive',
      slugPrefix: 'host-later',
      timeZone: 'UTC',
    });
    expect((await publicPage(later.slug)).hostName).toBe('Priya Raman');
    await saveProfile(owner, { name: 'Priya R. Raman' });
    for (const slug of [page.slug, later.slug])
      expect((await publicPage(slug)).hostName).toBe('Priya R. Raman');
  });

  it("titles the visitor's invite with the host's name, the host's own with the visitor's", async () => {
    await saveProfile(owner, { name: 'Priya Raman' });
    const visitor = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const booked = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
      body: {
        startTime: `${day}T10:00:00.000Z`,
        attendeeName: 'Grace Hopper',
        attendeeEmail: visitor,
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [confirmation, notice] = await Promise.all([
      waitForMail(stack.outboxDir, visitor, /^Meeting booked: Intro call$/),
      waitForMail(stack.outboxDir, ownerEmail, /^New booking: Intro call with Grace Hopper$/),
    ]);
    expect(confirmation.text).toContain('Your meeting is booked: Intro call with Priya Raman.');
    expect(readInvite(confirmation).event.summary).toBe('Intro call with Priya Raman');
    expect(readInvite(notice).event.summary).toBe('Intro call with Grace Hopper');
  });
});

describe('the signing request', () => {
  it('names the sender by their profile, by their e-mail when they gave no name', async () => {
    const { caller: named } = await professional();
    await saveProfile(named, { name: 'Priya Raman', company: 'Raman Security Ltd' });
    const signer = signerAddress('signer');
    await sendForSigning(named, await draftForSigning(named, [{ name: 'Sam', email: signer }]));
    const mail = await waitForMail(stack.outboxDir, signer, /^Please sign:/);
    expect(mail.subject).toMatch(/\(from Priya Raman\)$/);
    expect(mail.text).toContain('Priya Raman asks you to sign');
    const token = signingTokenIn(mail.text ?? '')!;
    const session = await anonymous.call('GET', '/api/sign', {
      headers: { [LINK_TOKEN_HEADER]: token },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(ZSigningSession.parse(session.body).senderName).toBe('Priya Raman');

    const { caller: unnamed, email } = await professional();
    const other = signerAddress('signer');
    await sendForSigning(unnamed, await draftForSigning(unnamed, [{ name: 'Sam', email: other }]));
    const fallback = await waitForMail(stack.outboxDir, other, /^Please sign:/);
    expect(fallback.text).toContain(`${email} asks you to sign`);
  });
});

describe("the client's approval page", () => {
  it('names the consultant by their profile', async () => {
    const { caller: owner } = await professional();
    await saveProfile(owner, { name: 'Priya Raman' });
    const page = await billedPage(owner, 'approval');
    await logHour(owner, page.id);
    const client = await submitWeek(owner, page);
    const mail = await waitForMail(stack.outboxDir, client, /Timesheet for approval/);
    expect(mail.text).toContain('Priya Raman asks you to approve the timesheet');
    const view = await anonymous.call('GET', '/api/public/timesheet-approval', {
      headers: { [LINK_TOKEN_HEADER]: approvalTokenIn(mail.text ?? '') },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(ZPeriodForApproval.parse(view.body).consultant).toBe('Priya Raman');
  });
});

describe('the invoice', () => {
  it('is refused while the profile names no seller, writing nothing; then is from that name', async () => {
    const { caller: owner, email } = await professional();
    const page = await billedPage(owner, 'invoice');
    await logHour(owner, page.id);
    const client = await submitWeek(owner, page);
    const mail = await waitForMail(stack.outboxDir, client, /Timesheet for approval/);
    const headers = { [LINK_TOKEN_HEADER]: approvalTokenIn(mail.text ?? '') };
    const shown = ZPeriodForApproval.parse(
      (await anonymous.call('GET', '/api/public/timesheet-approval', { headers })).body,
    );
    const approved = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256: shown.shownSha256 },
      headers,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const issuePath = `/api/booking-pages/${page.id}/timesheet-periods/${WEEK_ID}/invoices`;
    const body = { sendEmail: true, emailAddress: client };
    expectError(
      await owner.call('POST', issuePath, { body }),
      409,
      professionalProfileMessages.sellerRequired,
    );
    // Nothing written: no invoice, the period still open to invoice, no mail.
    expect((await owner.call('GET', '/api/invoices')).body).toMatchObject({ invoices: [] });
    const period = await owner.call(
      'GET',
      `/api/booking-pages/${page.id}/timesheet-periods/${WEEK_ID}`,
    );
    expect(period.body).toMatchObject({ state: 'approved', invoiceId: null });

    await saveProfile(owner, { name: 'Priya Raman', company: 'Raman Security Ltd' });
    const issued = await owner.call('POST', issuePath, { body });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = ZInvoice.parse(issued.body);
    expect(invoice.reference).toBe('INV-0001');
    expect(invoice.issuer).toMatchObject({
      name: 'Priya Raman',
      company: 'Raman Security Ltd',
      email,
    });
    const sent = await waitForMail(stack.outboxDir, client, /^Invoice INV-0001/);
    expect(sent.subject).toBe('Invoice INV-0001 from Priya Raman, Raman Security Ltd');
    expect(sent.subject).not.toContain(email);
    expect(
      (await mailsTo(stack.outboxDir, client)).filter((m) => /^Invoice/.test(m.subject)),
    ).toHaveLength(1);
  });
});

const WEEK = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
const WEEK_ID = '2030-03-04_2030-03-10';

/** A page whose billing settings name a client of its own; answers the page and that client. */
async function billedPage(caller: Caller, slugPrefix: string) {
  const page = await createPage(caller, { slugPrefix });
  const client = `client-${randomUUID().slice(0, 8)}@example.com`;
  await saveBilling(caller, page.id, { clientEmail: client });
  return { ...page, client };
}

async function logHour(caller: Caller, bookingPageId: string) {
  const res = await caller.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:00',
      description: 'Risk review',
      billable: true,
      hourlyRate: '150.00',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Submits the week, mailed to the page's client; answers the client's address. */
async function submitWeek(caller: Caller, page: { id: string; client: string }) {
  const res = await caller.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
    body: WEEK,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return page.client;
}

const approvalTokenIn = (text: string) => {
  const match = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`No approval link in: ${text}`);
  return match[1]!;
};
