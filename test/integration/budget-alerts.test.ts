import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TClient } from '@contracts/clients/client';
import { ZEngagementBudget } from '@contracts/engagements/budget';
import type { TEngagement } from '@contracts/engagements/engagement';
import { ZTimeEntry, type TTimeEntry } from '@contracts/timesheets/entry';
import { mails } from '../../lambdas/mail/mails';
import { engagementKey } from '../../lambdas/services/engagements/engagement-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createPage } from '../support/booking-pages';
import {
  activateByLetter,
  createClient,
  draftEngagement,
  linkPageToClient,
  linkPageToEngagement,
} from '../support/engagements';
import { checkMail } from '../support/mail-conformance';
import { mailsTo, waitForMail, type ReadMail } from '../support/outbox';
import { stackTable } from '../support/table';

/**
 * Budget alerts (lambdas/events/budget-alerts.ts): once an active engagement's month has used 75,
 * 90 or 100 % of its agreed hours, the consultant and the client's approver are each mailed once
 * per level, whatever the time does afterwards. Alerts come from a stream consumer, so an alert
 * that must not exist is looked for only after a later change whose own alert has arrived: the
 * stream delivers one page's changes in order, so by then the earlier change has been checked.
 */

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

const tag = () => randomUUID().slice(0, 8);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PROFILE = { name: 'Grace Hopper', company: 'Hopper & Co' };
const CONSULTANT = 'Grace Hopper, Hopper & Co';

let owner: Caller;
let ownerEmail: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
  // Named, so the approver's alert names the consultant as the profile does.
  const profile = await owner.call('PUT', '/api/profile', { body: PROFILE });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
});

/** A client of the owner's, one page billing it, and a draft retainer of 2 hours a month. */
async function retainer(title: string) {
  const client = await createClient(owner);
  const page = await createPage(owner, { slugPrefix: 'burn' });
  await linkPageToClient(owner, client.id, page.id);
  const draft = await draftEngagement(owner, client.id, {
    title,
    startDate: '2030-06-01',
    model: { kind: 'retainer', hoursPerMonth: '2', rate: '150' },
    rollover: { kind: 'none' },
  });
  await linkPageToEngagement(owner, draft.id, page.id);
  return { client, page, draft, approverEmail: client.contacts[0]!.email };
}

const activate = (draftId: string, approverEmail: string) =>
  activateByLetter(stack, { owner, ownerEmail, approverEmail, anonymous }, draftId);

/** A draft entry on the page, its times on the page's calendar (Europe/London). */
async function logEntry(bookingPageId: string, start: string, end: string): Promise<TTimeEntry> {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: { start, end, description: 'Risk review', billable: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

async function deleteEntry(bookingPageId: string, entryId: string): Promise<void> {
  const res = await owner.call(
    'DELETE',
    `/api/booking-pages/${bookingPageId}/timesheet-entries/${entryId}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

async function budgetOf(engagementId: string, month: string) {
  const res = await owner.call('GET', `/api/engagements/${engagementId}/budget?month=${month}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagementBudget.parse(res.body);
}

const subjectOf = (level: number, month: string, title: string) =>
  `${level}% of ${month}'s hours used: ${title}`;

/** Any alert's subject about the month of the engagement titled `title`, its level captured. */
const alertSubject = (month: string, title: string) =>
  new RegExp(`^(\\d+)% of ${escape(month)}'s hours used: ${escape(title)}$`);

/** The levels of the alerts mailed to `email` about the month, in the order they came. */
async function levelsMailed(email: string, month: string, title: string): Promise<number[]> {
  const subject = alertSubject(month, title);
  return (await mailsTo(stack.outboxDir, email)).flatMap((m) => {
    const level = subject.exec(m.subject)?.[1];
    return level === undefined ? [] : [Number(level)];
  });
}

/** The one alert of this level and month to `email`, once it has come. */
const alertTo = (email: string, level: number, month: string, title: string) =>
  waitForMail(stack.outboxDir, email, new RegExp(`^${escape(subjectOf(level, month, title))}$`));

/** Both sides' alert of this level and month: the consultant's and the approver's. */
const alertsOf = (approverEmail: string, level: number, month: string, title: string) =>
  Promise.all([
    alertTo(ownerEmail, level, month, title),
    alertTo(approverEmail, level, month, title),
  ]);

/** The engagement's link in a consultant's alert: the app's address of `/engagements/{id}`. */
const engagementUrlIn = (mail: ReadMail, engagementId: string) =>
  new RegExp(`https?://\\S+/engagements/${escape(engagementId)}(?=\\s|$)`).exec(
    mail.text ?? '',
  )?.[0];

describe('an active retainer of 2 hours a month from June 2030', () => {
  const title = `Sécurité — retainer ${tag()}`;
  let client: TClient;
  let page: TBookingPage;
  let engagement: TEngagement;
  let approverEmail: string;
  /** The entry that takes June from 80 to 90 minutes, deleted and logged again later. */
  let crossing: TTimeEntry;

  beforeAll(async () => {
    const made = await retainer(title);
    ({ client, page, approverEmail } = made);
    engagement = await activate(made.draft.id, approverEmail);
  });

  it('mails nothing at 80 of 120 minutes (66 %)', async () => {
    expect(engagement.status).toBe('active');
    await logEntry(page.id, '2030-06-03T09:00', '2030-06-03T10:20');
    // Positive control: July reaches 75 % after June's 80 minutes, on the same page.
    await logEntry(page.id, '2030-07-01T09:00', '2030-07-01T10:30');
    await alertsOf(approverEmail, 75, 'July 2030', title);
    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([]);
  });

  it('mails each side once at 75 % (90 of 120 minutes), in conforming mails', async () => {
    crossing = await logEntry(page.id, '2030-06-03T10:20', '2030-06-03T10:30');
    expect(crossing.durationMinutes).toBe(10);
    const [consultantMail, approverMail] = await alertsOf(approverEmail, 75, 'June 2030', title);
    const subject = subjectOf(75, 'June 2030', title);
    const view = {
      engagementTitle: title,
      month: 'June 2030',
      level: 75,
      used: '1h 30m',
      agreed: '2h 00m',
    };

    // The consultant's: the client, the month's use, and a link to the engagement.
    const engagementUrl = engagementUrlIn(consultantMail, engagement.id);
    expect(engagementUrl, consultantMail.text).toBeDefined();
    expect(consultantMail.html).toContain(`href="${engagementUrl}"`);
    expect(consultantMail.text).toContain(
      `${title} with ${client.name} has used 1h 30m of the 2h 00m agreed for June 2030 (75%).`,
    );
    const consultantCheck = await checkMail(consultantMail.raw, {
      subject,
      to: [ownerEmail],
      text: mails.consultantBudgetReached({
        ...view,
        clientName: client.name,
        engagementUrl: engagementUrl!,
      }).text,
    });
    expect(consultantCheck.problems, consultantMail.file).toEqual([]);

    // The approver's: names the consultant, and no link into the consultant's app.
    expect(approverMail.text).toContain(
      `${CONSULTANT} has used 1h 30m of the 2h 00m agreed for June 2030 under ${title} (75%).`,
    );
    expect(approverMail.text).not.toContain('/engagements/');
    const approverCheck = await checkMail(approverMail.raw, {
      subject,
      to: [approverEmail],
      text: mails.clientBudgetReached({ ...view, consultant: CONSULTANT }).text,
    });
    expect(approverCheck.problems, approverMail.file).toEqual([]);

    // Below 100 %, neither speaks of overage.
    for (const mail of [consultantMail, approverMail])
      expect(mail.text).not.toMatch(/overage|beyond the agreed hours/i);

    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([75]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([75]);
  });

  it('does not mail 75 % again when June drops below it and reaches it again', async () => {
    await deleteEntry(page.id, crossing.id);
    // Positive control: August's alert comes after June's drop to 80 minutes has been checked.
    await logEntry(page.id, '2030-08-01T09:00', '2030-08-01T10:30');
    await alertsOf(approverEmail, 75, 'August 2030', title);

    crossing = await logEntry(page.id, '2030-06-03T10:20', '2030-06-03T10:30');
    // Positive control: September's, after June's return to 90 minutes has been checked.
    await logEntry(page.id, '2030-09-02T09:00', '2030-09-02T10:30');
    await alertsOf(approverEmail, 75, 'September 2030', title);
    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([75]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([75]);

    // 108 of 120 minutes: 90 %, mailed once, and 75 % still only once.
    await logEntry(page.id, '2030-06-04T09:00', '2030-06-04T09:18');
    const [consultantMail, approverMail] = await alertsOf(approverEmail, 90, 'June 2030', title);
    expect(consultantMail.text).toContain('has used 1h 48m of the 2h 00m agreed');
    expect(approverMail.text).toContain('has used 1h 48m of the 2h 00m agreed');
    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([75, 90]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([75, 90]);
  });

  it('mails 100 % once, with the overage, when one entry jumps from 90 % past it', async () => {
    // 108 + 60 = 168 of 120 minutes (140 %).
    await logEntry(page.id, '2030-06-05T09:00', '2030-06-05T10:00');
    const [consultantMail, approverMail] = await alertsOf(approverEmail, 100, 'June 2030', title);
    expect(consultantMail.text).toContain('has used 2h 48m of the 2h 00m agreed');
    expect(consultantMail.text).toContain(
      'Time beyond the agreed hours is overage: it is billed only if the client approves it.',
    );
    expect(approverMail.text).toContain('has used 2h 48m of the 2h 00m agreed');
    expect(approverMail.text).toContain(
      'Time beyond the agreed hours is shown to you apart, and billed only if you approve it.',
    );
    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([75, 90, 100]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([75, 90, 100]);
  });

  it('mails nothing for a page of a draft, or of an ended engagement, however far past', async () => {
    const draft = await retainer(`Draft retainer ${tag()}`);
    // Signed and active first, so it agrees 2 hours a month; then ended, as its end marks it.
    const ended = await retainer(`Ended retainer ${tag()}`);
    await activate(ended.draft.id, ended.approverEmail);
    await table.update(
      engagementKey(owner.sub!, ended.draft.id),
      { set: { status: 'ended' } },
      { exists: true },
    );
    for (const { page: other } of [draft, ended]) {
      await logEntry(other.id, '2030-06-10T09:00', '2030-06-10T15:00');
      await logEntry(other.id, '2030-07-10T09:00', '2030-07-10T15:00');
    }

    // Neither's status aside, June would be alerted: the ended one agrees 120 minutes, used thrice.
    expect(await budgetOf(ended.draft.id, '2030-06')).toMatchObject({
      agreedMinutes: 120,
      usedMinutes: 360,
    });
    expect(await budgetOf(draft.draft.id, '2030-06')).toMatchObject({
      agreedMinutes: null,
      usedMinutes: 360,
    });

    // Positive control, in two steps: October's 90 % change is written only after its 75 % mail
    // came, so it is read in a later batch than the changes above, which by then are all checked
    // (a batch's pages are checked side by side).
    await logEntry(page.id, '2030-10-01T09:00', '2030-10-01T10:30');
    await alertsOf(approverEmail, 75, 'October 2030', title);
    await logEntry(page.id, '2030-10-02T09:00', '2030-10-02T09:18');
    await alertsOf(approverEmail, 90, 'October 2030', title);

    for (const other of [draft, ended]) {
      const alert = (m: ReadMail) =>
        /^\d+% of .+'s hours used: /.test(m.subject) && m.subject.endsWith(other.draft.title);
      const subjects = (list: ReadMail[]) => list.map((m) => m.subject);
      expect(subjects((await mailsTo(stack.outboxDir, ownerEmail)).filter(alert))).toEqual([]);
      // The approver had the letter to sign (the ended one's), and nothing since.
      expect(
        subjects(await mailsTo(stack.outboxDir, other.approverEmail)).filter(
          (s) => !/^Please sign:|^Signed copy:/.test(s),
        ),
      ).toEqual([]);
    }
    // And still each of June's alerts once only, after every change above.
    expect(await levelsMailed(ownerEmail, 'June 2030', title)).toEqual([75, 90, 100]);
    expect(await levelsMailed(approverEmail, 'June 2030', title)).toEqual([75, 90, 100]);
  }, 120_000);
});
