import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { ZDocument } from '@contracts/documents/document';
import {
  dailyLimitMessages,
  DAILY_LIMITS,
  type DailyLimitKind,
} from '@contracts/system/daily-limits';
import { ZTimesheetExport, type TTimesheetExport } from '@contracts/timesheets/export';
import { dailyCountKeys } from '../../lambdas/keys/daily-count';
import { timesheetExportKeys } from '../../lambdas/keys/timesheet-export';
import { userCaller, type Caller } from '../support/api-session';
import { mailsTo } from '../support/outbox';
import { draftForSigning, signerAddress } from '../support/signing-requests';
import { stackTable } from '../support/table';
import { expectError } from '../support/api-error';

/**
 * The per-account daily limits on what mails people outside the product: mailed exports and
 * signing requests (submissions: applications.test.ts). Each account starts the test with its
 * count for today set just below the limit, so the last allowed request and the first refused
 * one are both exercised without sending the whole day's worth.
 */

const stack = inject('stack');
const table = stackTable(stack);

/** Sets `caller`'s count of `kind` for today (UTC), as if they had already done that many. */
async function usedToday(caller: Caller, kind: DailyLimitKind, count: number) {
  const now = new Date();
  await table.put({
    ...dailyCountKeys.key({ kind, sub: caller.sub!, day: now.toISOString().slice(0, 10) }),
    count,
    ttl: Math.floor(now.getTime() / 1000) + 2 * 24 * 60 * 60,
  });
}

const emailOf = async (caller: Caller) =>
  ((await caller.call('GET', '/api/me')).body as { email: string }).email;

/** Waits until `email` has received `count` mails whose subject matches. */
async function mailsArrive(email: string, subject: RegExp, count: number) {
  await vi.waitFor(
    async () => {
      const mails = (await mailsTo(stack.outboxDir, email)).filter((m) => subject.test(m.subject));
      expect(mails).toHaveLength(count);
    },
    { timeout: 15_000, interval: 250 },
  );
}

describe('mailed exports', () => {
  it('answers 429 past the limit, recording and mailing nothing; an export kept unmailed still works', async () => {
    const owner = await userCaller(stack);
    const ownerEmail = await emailOf(owner);
    const created = await owner.call('POST', '/api/booking-pages', {
      body: {
        name: 'Limits advisory',
        slug: `limits-${randomUUID().slice(0, 8)}`,
        timeZone: 'Europe/London',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = ZBookingPage.parse(created.body);
    const ask = (fields: Record<string, unknown>) =>
      owner.call('POST', `/api/booking-pages/${page.id}/timesheet-exports`, {
        body: {
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          fileType: 'csv',
          idempotencyKey: randomUUID(),
          ...fields,
        },
      });
    const mailed = { sendEmail: true, emailAddress: ownerEmail };
    await usedToday(owner, 'mailedExports', DAILY_LIMITS.mailedExports - 1);

    // The last mailed export of the day goes through and is mailed.
    const last = await ask(mailed);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    await mailsArrive(ownerEmail, /^Timesheet/, 1);

    expectError(await ask(mailed), 429, dailyLimitMessages.mailedExports);
    const stored = await table.queryAll(
      timesheetExportKeys.inPartition({ bookingPageId: page.id }),
    );
    expect(stored).toHaveLength(1);

    // Only mailing counts: a download-only export is still made.
    const unmailed = await ask({});
    expect(unmailed.status, JSON.stringify(unmailed.body)).toBe(200);
    let current: TTimesheetExport = ZTimesheetExport.parse(unmailed.body);
    await vi.waitFor(
      async () => {
        const res = await owner.call(
          'GET',
          `/api/booking-pages/${page.id}/timesheet-exports/${current.id}`,
        );
        current = ZTimesheetExport.parse(res.body);
        expect(current.status).toBe('done');
      },
      { timeout: 30_000, interval: 250 },
    );
    await mailsArrive(ownerEmail, /^Timesheet/, 1);
  });
});

describe('signing requests', () => {
  /** A draft with one signature field per signer address, ready to send. */
  const draft = (owner: Caller, signers: string[]) =>
    draftForSigning(
      owner,
      signers.map((email) => ({ name: 'Signer', email })),
    );

  const signingMails = async (email: string) =>
    (await mailsTo(stack.outboxDir, email)).filter((m) => /^Please sign:/.test(m.subject));

  it('counts each signer mailed: past the limit a send or a resend answers 429 and mails nobody', async () => {
    const owner = await userCaller(stack);
    await usedToday(owner, 'signingRequests', DAILY_LIMITS.signingRequests - 1);

    // Two signers need two places; one is left: refused whole, the draft unchanged.
    const pair = [signerAddress('ada'), signerAddress('alan')];
    const refused = await draft(owner, pair);
    expectError(
      await owner.call('POST', `/api/documents/${refused}/send`),
      429,
      dailyLimitMessages.signingRequests,
    );
    const unchanged = ZDocument.parse((await owner.call('GET', `/api/documents/${refused}`)).body);
    expect(unchanged.status).toBe('draft');

    // One signer takes the last place and is mailed.
    const single = signerAddress('grace');
    const sent = await draft(owner, [single]);
    const res = await owner.call('POST', `/api/documents/${sent}/send`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await mailsArrive(single, /^Please sign:/, 1);

    // A new link is a new mail: refused too, and the first link stays the only one sent.
    expectError(
      await owner.call('POST', `/api/documents/${sent}/signers/1/resend`),
      429,
      dailyLimitMessages.signingRequests,
    );
    expect(await signingMails(single)).toHaveLength(1);
    for (const email of pair) expect(await signingMails(email)).toEqual([]);
  });
});
