import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { MEETING_BOOKED } from '@contracts/booking/meeting-booked';
import { ZBooking } from '@contracts/booking/public-booking';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZMe } from '@contracts/system/get-me';
import { OUTBOX_SWEEP_AFTER_MS } from '../../lambdas/services/outbox/sweep-outbox';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { cisoApplication, submitApplication } from '../support/applications';
import { createOpenPage } from '../support/booking-pages';
import { startCrashableStack, type CrashableStack, type Holds } from '../support/crashable-stack';
import { mailsTo, poll, waitForMail, type ReadMail } from '../support/outbox';
import {
  draftForSigning,
  sendForSigning,
  signerAddress,
  signingTokenIn,
} from '../support/signing-requests';
import type { StackInfo } from '../support/stack';

/**
 * "A crash loses nothing that was committed": a write answered 2xx, then every process of the
 * stack killed at once before its event was passed on, then the stack started again. Each mail
 * the write owes must arrive, and only once. One case per kind of write; a new kind is one more
 * row in `cases`.
 */

/** A mail the write owes: to whom, its subject, and what else it must say. */
interface OwedMail {
  to: string;
  subject: RegExp;
  check?: (mail: ReadMail) => void;
}

interface CrashCase<T = unknown> {
  name: string;
  /** What the stack holds back while `act` runs: the stack is killed with it undelivered. */
  hold: Holds;
  /** With `hold.eventBus`: the events `act` publishes, waited for in the bus's journal. */
  publishes?: string[];
  /** Made on the running stack, delivered in full, before the crash run (what `act` needs). */
  arrange?: (stack: StackInfo) => Promise<T>;
  /** The write, answered 2xx; resolves with the mails it owes. */
  act: (stack: StackInfo, arranged: T) => Promise<OwedMail[]>;
}

const crashCase = <T>(c: CrashCase<T>) => c as CrashCase;

let crashable: CrashableStack;
let stack: StackInfo;
let owner: Caller;
let ownerEmail: string;
let page: TBookingPage;

beforeAll(async () => {
  crashable = await startCrashableStack();
  stack = crashable.info;
  owner = await userCaller(stack);
  ownerEmail = ZMe.parse((await owner.call('GET', '/api/me')).body).email;
  page = await createOpenPage(owner, {
    name: 'Crash review',
    slugPrefix: 'crash',
    timeZone: 'Europe/London',
  });
}, 180_000);
// A failed case keeps the stack's data and prints its log: the failure is rare, and the log is
// what tells whether the change feed, the bus or the outbox sweep left the mail undelivered.
let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed = true;
});
afterAll(() => crashable?.stop({ keepData: failed }));

/** A slot of its own per booking: a UTC day further ahead each time, 10:00. */
let dayOffset = 20;
const nextStart = () =>
  `${new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10)}T10:00:00.000Z`;

/** A visitor of their own per case: the owner's mails name them, so each case counts its own. */
interface Visitor {
  email: string;
  name: string;
}
const visitor = (): Visitor => {
  const id = randomUUID().slice(0, 8);
  return { email: `crash-${id}@example.com`, name: `Visitor ${id}` };
};

async function book(attendee: Visitor) {
  const res = await anonymousCaller(stack).call(
    'POST',
    `/api/public/booking-pages/${page.slug}/bookings`,
    {
      body: {
        startTime: nextStart(),
        attendeeName: attendee.name,
        attendeeEmail: attendee.email,
        idempotencyKey: randomUUID(),
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

// The visitor's cancel link and its API, in one place: the link's form may change.
const cancelLink = /\/book\/cancel[#/]([A-Za-z0-9_-]{43})/;
const cancelTokenIn = (mail: ReadMail) => cancelLink.exec(mail.text ?? '')?.[1];
async function cancelByLink(token: string, reason: string) {
  const res = await anonymousCaller(stack).call('POST', '/api/public/bookings/by-link/cancel', {
    body: { reason },
    headers: { [LINK_TOKEN_HEADER]: token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

const bookingMails = (attendee: Visitor): OwedMail[] => [
  {
    to: attendee.email,
    subject: /^Meeting booked: Crash review$/,
    check: (mail) => expect(cancelTokenIn(mail), mail.text).toBeDefined(),
  },
  { to: ownerEmail, subject: new RegExp(`^New booking: Crash review with ${attendee.name}$`) },
];

const cases: CrashCase[] = [
  crashCase({
    name: 'a booking whose outbox record the change feed had not read',
    hold: { changeFeed: true },
    act: async () => {
      const attendee = visitor();
      await book(attendee);
      return bookingMails(attendee);
    },
  }),
  crashCase({
    name: 'a booking whose event the bus had accepted and not delivered',
    hold: { eventBus: true },
    publishes: [MEETING_BOOKED],
    act: async () => {
      const attendee = visitor();
      await book(attendee);
      return bookingMails(attendee);
    },
  }),
  crashCase({
    name: 'a visitor’s cancellation whose outbox record the change feed had not read',
    hold: { changeFeed: true },
    arrange: async () => {
      const attendee = visitor();
      await book(attendee);
      const confirmation = await waitForMail(stack.outboxDir, attendee.email, /^Meeting booked/, {
        timeoutMs: 30_000,
      });
      return { attendee, token: cancelTokenIn(confirmation)! };
    },
    act: async (_stack, { attendee, token }: { attendee: Visitor; token: string }) => {
      await cancelByLink(token, 'Moved to next week');
      return [
        { to: attendee.email, subject: /^Meeting cancelled: Crash review$/ },
        {
          to: ownerEmail,
          subject: new RegExp(`^Meeting cancelled: Crash review with ${attendee.name}$`),
        },
        // Delivered before the crash: not sent again by the recovery.
        ...bookingMails(attendee),
      ];
    },
  }),
  crashCase({
    name: 'a signing request whose outbox record the change feed had not read',
    hold: { changeFeed: true },
    arrange: async () => {
      const signers = [
        { name: 'Ada Lovelace', email: signerAddress('ada') },
        { name: 'Grace Hopper', email: signerAddress('grace') },
      ];
      return { signers, id: await draftForSigning(owner, signers) };
    },
    act: async (_stack, { signers, id }: { signers: Visitor[]; id: string }) => {
      await sendForSigning(owner, id);
      return signers.map(({ email }) => ({
        to: email,
        subject: /^Please sign: /,
        check: (mail: ReadMail) => expect(signingTokenIn(mail.text ?? ''), mail.text).toBeDefined(),
      }));
    },
  }),
  crashCase({
    name: 'a mailed timesheet export whose outbox record the change feed had not read',
    hold: { changeFeed: true },
    act: async () => {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-exports`, {
        body: {
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          sendEmail: true,
          emailAddress: ownerEmail,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return [{ to: ownerEmail, subject: /^Timesheet: Crash review, 1–31 March 2030$/ }];
    },
  }),
  crashCase({
    name: 'an application whose outbox record the change feed had not read',
    hold: { changeFeed: true },
    act: async () => {
      const name = `Applicant ${randomUUID().slice(0, 8)}`;
      await submitApplication(owner, 'ciso', cisoApplication({ fullName: name }));
      return [
        { to: ownerEmail, subject: /^We received your professional application$/ },
        { to: stack.adminEmail, subject: new RegExp(`^New professional application: ${name}$`) },
      ];
    },
  }),
];

const pendingDir = () => path.join(path.dirname(stack.outboxDir), 'eventbridge', 'pending');

/** The detail types of the events the bus has accepted and not yet delivered. */
async function journalled(): Promise<string[]> {
  const names = await readdir(pendingDir()).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => {
        const text = await readFile(path.join(pendingDir(), n), 'utf8').catch(() => '{}');
        return (JSON.parse(text) as { event?: { 'detail-type'?: string } }).event?.['detail-type'];
      }),
  );
  return entries.filter((t): t is string => Boolean(t));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  await poll(
    async () => ((await check()) ? true : undefined),
    timeoutMs,
    `timed out waiting for ${what}`,
  );
}

/**
 * How long an owed mail may take after the restart: the change feed usually delivers within
 * seconds, and whatever it does not reach, the outbox sweep publishes once it has waited
 * `OUTBOX_SWEEP_AFTER_MS` (its local run comes every 30 s). Either way nothing may be lost.
 */
const OWED_MAIL_WAIT_MS = OUTBOX_SWEEP_AFTER_MS + 60_000;

/** Each owed mail arrives, and once the bus has nothing left to deliver, is there only once. */
async function expectEachOnce(owed: OwedMail[]): Promise<void> {
  for (const mail of owed) {
    const found = await waitForMail(stack.outboxDir, mail.to, mail.subject, {
      timeoutMs: OWED_MAIL_WAIT_MS,
    });
    mail.check?.(found);
  }
  await until('the bus to deliver everything', async () => !(await journalled()).length);
  for (const mail of owed) {
    const copies = (await mailsTo(stack.outboxDir, mail.to)).filter((m) =>
      mail.subject.test(m.subject),
    );
    expect(copies.map((m) => m.subject)).toHaveLength(1);
  }
}

/**
 * The cases that hold back the same thing share one crash run (arranged, then the stack restarted
 * with the hold, every write made, the stack killed and started again), so each kind of hold costs
 * two restarts however many cases it has; each case still checks its own mails.
 */
function crashRuns(all: CrashCase[]): CrashCase[][] {
  const runs = new Map<string, CrashCase[]>();
  for (const c of all) {
    const key = JSON.stringify(c.hold);
    runs.set(key, [...(runs.get(key) ?? []), c]);
  }
  return [...runs.values()];
}

const holdName = (hold: Holds) =>
  Object.keys(hold)
    .filter((name) => hold[name as keyof Holds])
    .join(' and ');

describe('a crash of the whole local stack loses nothing committed', () => {
  for (const run of crashRuns(cases)) {
    describe(`while it holds back ${holdName(run[0]!.hold)}`, () => {
      const owed = new Map<CrashCase, OwedMail[]>();
      beforeAll(async () => {
        const arranged: unknown[] = [];
        for (const c of run) arranged.push(await c.arrange?.(stack));
        await crashable.kill();
        await crashable.restart(run[0]!.hold);
        for (const [i, c] of run.entries()) owed.set(c, await c.act(stack, arranged[i]));
        const published = run.flatMap((c) => c.publishes ?? []);
        if (published.length) {
          await until('the bus to accept the events', async () => {
            const held = await journalled();
            return published.every((type) => held.includes(type));
          });
        }
        await crashable.kill();
        await crashable.restart();
      }, 180_000);

      it.each(run)(
        '$name',
        async (c) => {
          await expectEachOnce(owed.get(c)!);
        },
        OWED_MAIL_WAIT_MS + 60_000,
      );
    });
  }
});
