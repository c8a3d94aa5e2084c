import { dueSpans, reminderDue, type DueSpan, type ReminderLead } from '@domain/booking/reminders';
import { MEETING_REMINDERS_SUMMARY } from '../../events/schedules';
import { meetingKeys } from '../../keys/meeting';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { meetingKey, type MeetingItem } from '../booking-pages/meeting-item';
import { sendEach, sendOnce, type MailOutcome } from '../mail/send-once';
import { summarizeSweep } from '../sweep';
import { ownerReminder, visitorReminder, type ReminderContext } from './reminder-mail';

export interface MeetingRemindersDeps {
  table: Pick<Table, 'queryAll' | 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  /** Waits while another run holds a mail's claim; tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
}

export interface MeetingRemindersResult {
  /** Reminders found due (a meeting and a lead), before re-reading the meetings. */
  due: number;
  /** Mails sent by this run. */
  sent: number;
  /** Reminders that failed to send; a later run within the grace sends them. */
  failed: number;
}

/** Who a reminder goes to: each has its own claim. */
type Recipient = 'attendee' | 'owner';

/**
 * The reminder sweep (every 5 minutes, `schedules.ts`). For each lead it reads the scheduled
 * bookings whose reminder is due from the start index (GSI1, by the start's UTC hour), re-reads
 * each meeting strongly consistently — the index lags, and a meeting cancelled or moved a moment
 * ago must not be reminded at its old state — and mails the visitor and the owner unless the
 * page has reminders off. Each mail is claimed per meeting, start, lead and recipient, so a
 * repeated run, an overlapping one or a move back to the same time never sends it twice.
 */
export async function sendMeetingReminders(
  deps: MeetingRemindersDeps,
  input: { log?: Logger },
): Promise<MeetingRemindersResult> {
  const now = deps.clock.now();
  const result: MeetingRemindersResult = { due: 0, sent: 0, failed: 0 };
  const pages = new Map<string, Promise<BookingPageItem | undefined>>();
  const owners = new Map<string, Promise<string | null>>();
  const pageOf = (id: string) =>
    cached(pages, id, () =>
      deps.table.get<BookingPageItem>(bookingPageKey(id), { consistent: true }),
    );
  const ownerOf = (sub: string) => cached(owners, sub, () => deps.users.getEmail(sub));

  for (const span of dueSpans(now)) {
    for (const listed of await dueMeetings(deps.table, span, now)) {
      result.due += 1;
      try {
        const meeting = await currentMeeting(deps.table, listed);
        if (!meeting || !isRemindable(meeting, span.lead, now)) continue;
        const page = await pageOf(meeting.bookingPageId);
        if (!page || page.reminders === false || page.deletingAt) continue;
        const context: ReminderContext = {
          meeting,
          pageName: page.name,
          timeZone: page.timeZone || 'UTC',
          lead: span.lead,
          ownerEmail: await ownerOf(meeting.userId || page.userId),
        };
        const outcomes = await mailBoth(deps, meeting, context, input.log);
        result.sent += Object.values(outcomes).filter((o) => o === 'sent').length;
      } catch (error) {
        result.failed += 1;
        input.log?.error('A meeting reminder could not be sent', {
          error,
          meetingId: listed.id,
          lead: span.lead.id,
        });
      }
    }
  }
  return summarizeSweep(input.log, MEETING_REMINDERS_SUMMARY, result, {
    worked: result.sent > 0 || result.failed > 0,
  });
}

/** The index's scheduled bookings of the span's hours whose reminder is due. */
async function dueMeetings(
  table: Pick<Table, 'queryAll'>,
  span: DueSpan,
  now: Date,
): Promise<MeetingItem[]> {
  const found: MeetingItem[] = [];
  for (const hour of span.hours) {
    const items = await table.queryAll<MeetingItem>({
      index: 'GSI1',
      pk: meetingKeys.indexPartition('GSI1', { hour }),
      // Sort keys are `<start>#<page>#<id>`: '$' follows '#', so the span's last start is in.
      sk: { between: [span.from.toISOString(), `${span.to.toISOString()}$`] },
    });
    found.push(...items.filter((m) => isRemindable(m, span.lead, now)));
  }
  return found;
}

/** A scheduled booking whose reminder of this lead is due now. */
function isRemindable(m: MeetingItem, lead: ReminderLead, now: Date): boolean {
  return (
    m.status === 'scheduled' &&
    m.source === 'booking' &&
    reminderDue({ startTime: m.startTime, madeAt: m.rescheduledAt ?? m.createdAt }, lead, now)
  );
}

/** The meeting as stored now at the index entry's start; undefined once moved or deleted. */
const currentMeeting = (table: Pick<Table, 'get'>, listed: MeetingItem) =>
  table.get<MeetingItem>(meetingKey(listed), { consistent: true });

function mailBoth(
  deps: MeetingRemindersDeps,
  meeting: MeetingItem,
  context: ReminderContext,
  log: Logger | undefined,
): Promise<Record<Recipient, MailOutcome>> {
  const guard = {
    table: deps.table,
    clock: deps.clock,
    ...(log ? { log } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  };
  // A move back to the same start is the same reminder: the claim names the start, not a version.
  const claim = (to: Recipient) => ({
    scope: 'meeting-reminder',
    key: `${meeting.id}#${meeting.startTime}#${context.lead.id}#${to}`,
  });
  return sendEach<Recipient>({
    attendee: () =>
      sendOnce(guard, claim('attendee'), () => deps.mailer.send(visitorReminder(context))),
    owner: async () => {
      const { ownerEmail } = context;
      if (!ownerEmail) {
        log?.warn('The page owner has no e-mail on record; no reminder sent', {
          meetingId: meeting.id,
        });
        return 'skipped';
      }
      return sendOnce(guard, claim('owner'), () =>
        deps.mailer.send(ownerReminder(context, ownerEmail)),
      );
    },
  });
}

function cached<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) {
  let value = cache.get(key);
  if (!value) {
    value = read();
    cache.set(key, value);
  }
  return value;
}
