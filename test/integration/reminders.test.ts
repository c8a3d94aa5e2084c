import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { ZBooking, type TBooking } from '@contracts/booking/public-booking';
import { ZMe } from '@contracts/system/get-me';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo as mailsToIn, waitForMail as waitForMailIn } from '../support/outbox';

const stack = inject('stack');

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { meetingRemindersDeps } = await import('../../lambdas/events/meeting-reminders');
const { sendMeetingReminders } =
  await import('../../lambdas/services/booking/send-meeting-reminders');

let owner: Caller;
let ownerEmail: string;
let page: TBookingPage;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ZMe.parse((await owner.call('GET', '/api/me')).body).email;
  page = await createOpenPage(owner, {
    name: 'Reminder review',
    slugPrefix: 'remind',
    timeZone: 'Europe/Paris',
  });
});

/**
 * A UTC day far ahead, meetings at 15:30 UTC: the stack's own sweep (real clock) leaves them
 * alone, and the sweeps run here, which remind every page's meetings due at their clock, find no
 * other test's meeting at these times.
 */
let dayOffset = 50;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

async function book(startTime: string, attendeeName: string, attendeeEmail: string) {
  const res = await anonymousCaller(stack).call(
    'POST',
    `/api/public/booking-pages/${page.slug}/bookings`,
    {
      body: {
        startTime,
        attendeeName,
        attendeeEmail,
        attendeeTimeZone: 'America/New_York',
        idempotencyKey: randomUUID(),
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

/** The sweep as the schedule runs it, its clock moved to `minutesBefore` the meeting's start. */
const sweepAt = (booking: TBooking, minutesBefore: number) =>
  sendMeetingReminders(
    {
      ...meetingRemindersDeps.deps,
      clock: { now: () => new Date(Date.parse(booking.startTime) - minutesBefore * 60_000) },
    },
    {},
  );

const reminders = async (email: string, about: string) =>
  (await mailsToIn(stack.outboxDir, email)).filter(
    (m) => m.subject.startsWith('Reminder:') && `${m.subject}\n${m.text ?? ''}`.includes(about),
  );

/**
 * The positive control before checking that no more reminders went out: a new meeting, reminded
 * by a later sweep. Its reminder arriving means any reminder the earlier sweeps owed is out too.
 */
async function laterReminder(): Promise<void> {
  const visitor = `control-${randomUUID().slice(0, 8)}@example.com`;
  const booking = await book(`${futureDay()}T15:30:00.000Z`, 'Control Visitor', visitor);
  expect((await sweepAt(booking, 24 * 60 - 2)).failed).toBe(0);
  await waitForMailIn(stack.outboxDir, visitor, /^Reminder:/);
}

describe('meeting reminders', () => {
  it('mails the visitor and the owner once, 24 hours ahead, however often the sweep runs', async () => {
    const visitor = `remind-${randomUUID().slice(0, 8)}@example.com`;
    const name = `Ada ${randomUUID().slice(0, 6)}`;
    const booking = await book(`${futureDay()}T15:30:00.000Z`, name, visitor);

    const first = await sweepAt(booking, 24 * 60 - 2);
    expect(first.failed).toBe(0);
    // mailsTo checks every mail strictly as it reads it.
    const mail = await waitForMailIn(stack.outboxDir, visitor, /^Reminder:/);
    expect(mail.subject).toBe('Reminder: Reminder review in 24 hours');
    expect(mail.text).toContain('America/New_York (your time zone)');
    expect(mail.text).toContain('Platform: Not chosen');
    const notice = await waitForMailIn(
      stack.outboxDir,
      ownerEmail,
      new RegExp(`^Reminder: Reminder review with ${name} in 24 hours$`),
    );
    expect(notice.text).toContain('Europe/Paris (your time zone)');

    await sweepAt(booking, 24 * 60 - 2);
    await sweepAt(booking, 24 * 60 - 7);
    await laterReminder();
    expect(await reminders(visitor, 'Reminder review')).toHaveLength(1);
    expect(await reminders(ownerEmail, name)).toHaveLength(1);
  });

  it('reminds nobody of a cancelled meeting', async () => {
    const visitor = `cancelled-${randomUUID().slice(0, 8)}@example.com`;
    const name = `Grace ${randomUUID().slice(0, 6)}`;
    const booking = await book(`${futureDay()}T15:30:00.000Z`, name, visitor);
    const cancelled = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/meetings/${booking.id}/cancel`,
      { body: { message: 'Something came up' } },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(204);

    const result = await sweepAt(booking, 24 * 60 - 2);
    expect(result).toMatchObject({ sent: 0, failed: 0 });
    await sweepAt(booking, 60 - 2);
    await laterReminder();
    expect(await reminders(visitor, 'Reminder review')).toEqual([]);
    expect(await reminders(ownerEmail, name)).toEqual([]);
  });

  it('reminds a moved meeting at its new time only', async () => {
    const visitor = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const name = `Hedy ${randomUUID().slice(0, 6)}`;
    const booking = await book(`${futureDay()}T15:30:00.000Z`, name, visitor);
    const newStart = `${futureDay()}T14:30:00.000Z`;
    const moved = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/meetings/${booking.id}/reschedule`,
      { body: { startTime: newStart, idempotencyKey: randomUUID() } },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    expect(await sweepAt(booking, 24 * 60 - 2)).toMatchObject({ sent: 0, failed: 0 });
    expect(await sweepAt({ ...booking, startTime: newStart }, 24 * 60 - 2)).toMatchObject({
      sent: 2,
      failed: 0,
    });
    const mail = await waitForMailIn(stack.outboxDir, visitor, /^Reminder:/);
    // 14:30 UTC is 09:30 in New York (winter) or 10:30 (summer).
    expect(mail.text).toMatch(/, (09|10):30–(10|11):00 America\/New_York \(your time zone\)/);
    expect(await reminders(visitor, 'Reminder review')).toHaveLength(1);
  });
});
