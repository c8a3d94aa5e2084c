import { SIGNATURE_REQUESTED, type TSignatureRequested } from '@contracts/documents/events';
import { MAX_REMINDERS } from '@contracts/documents/reminders';
import { nextReminderAt, reminderSettings } from '@domain/documents/reminders';
import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { concurrentWrite } from '../../../errors';
import { signingReminderKeys } from '../../../keys/signing-reminder';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { toOutboxItem } from '../../outbox/outbox-item';
import { dueEntries, summarizeSweep } from '../../sweep';
import { SYSTEM_ACTOR, withAudit } from '../audit-log';
import { documentKey, type DocumentItem } from '../document-item';
import { stepKey, type StepItem } from '../step-item';
import {
  reminderEntryKey,
  scheduleReminder,
  withReminder,
  type ReminderEntryItem,
} from './reminder-entry';

export const SIGNING_REMINDERS_SUMMARY = 'Signing reminders finished';

export interface SigningRemindersResult {
  /** Reminders queued for the mail in this run. */
  reminded: number;
  /** Entries no longer current (answered, voided, turned off, rescheduled), dropped. */
  dropped: number;
  /** Entries whose reminder lost a race with another change; tried again next run. */
  deferred: number;
}

/** Why an entry reminds nobody: the document or step moved on since it was scheduled. */
function isCurrent(
  entry: ReminderEntryItem,
  document: DocumentItem | undefined,
  step: StepItem | undefined,
  now: Date,
): step is StepItem & { tokenHash: string; tokenCiphertext: string } {
  return (
    !!document &&
    !!step &&
    OPEN_STATUSES.includes(document.status) &&
    reminderSettings(document.reminders).enabled &&
    isAwaiting(step.status) &&
    step.nextReminderAt === entry.dueAt &&
    (step.remindersSent ?? 0) < MAX_REMINDERS &&
    typeof step.tokenHash === 'string' &&
    typeof step.tokenCiphertext === 'string' &&
    !!step.tokenExpiresAt &&
    Date.parse(step.tokenExpiresAt) > now.getTime()
  );
}

/**
 * The hourly sweep: each signer whose reminder is due and who still has not answered is mailed
 * their same link again. One transaction per reminder, on condition the document is still in
 * the status read (a void or a last signature wins the race and nobody is reminded) and the
 * step still waits on the same link and entry: the step counts the reminder and gets its next
 * entry, the document a `reminded` audit row, and the outbox the `SignatureRequested` with
 * `reminder` set. Entries that are no longer current are deleted; a lost race waits for the next
 * run, which looks again.
 */
export async function sendSigningReminders(
  deps: { table: Pick<Table, 'get' | 'query' | 'delete' | 'transaction'>; clock: Clock },
  input: { log?: Logger } = {},
): Promise<SigningRemindersResult> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const items = await dueEntries<ReminderEntryItem>(
    deps.table,
    signingReminderKeys.pk.format({}),
    at,
  );
  const result: SigningRemindersResult = { reminded: 0, dropped: 0, deferred: 0 };
  for (const entry of items) {
    const [document, step] = await Promise.all([
      deps.table.get<DocumentItem>(documentKey(entry.documentId), { consistent: true }),
      deps.table.get<StepItem>(stepKey(entry.documentId, entry.order), { consistent: true }),
    ]);
    if (!isCurrent(entry, document, step, now) || !document) {
      await deps.table.delete(reminderEntryKey(entry.documentId, entry.order, entry.dueAt));
      result.dropped += 1;
      continue;
    }
    const sent = (step.remindersSent ?? 0) + 1;
    const next = nextReminderAt({
      settings: reminderSettings(document.reminders),
      from: now,
      sent,
      linkExpiresAt: step.tokenExpiresAt,
      now,
    });
    const tx = deps.table.transaction();
    tx.update(
      stepKey(step.documentId, step.order),
      withReminder(
        { set: { remindersSent: sent, lastRemindedAt: at } },
        scheduleReminder(tx, step, next),
      ),
      concurrentWrite(),
      { status: step.status, tokenHash: step.tokenHash, nextReminderAt: entry.dueAt },
    );
    withAudit(
      tx,
      document,
      {
        action: 'reminded',
        actor: SYSTEM_ACTOR,
        at,
        details: { email: step.email, order: step.order, reminder: sent },
      },
      { equals: { status: document.status }, otherwise: concurrentWrite() },
    );
    const detail: TSignatureRequested = {
      documentId: step.documentId,
      order: step.order,
      tokenCiphertext: step.tokenCiphertext,
      resend: false,
      reminder: sent,
    };
    tx.put(
      toOutboxItem(
        SIGNATURE_REQUESTED,
        `${step.documentId}#${step.tokenHash}#reminder${sent}`,
        detail,
        now,
      ),
    );
    try {
      await tx.commit();
      result.reminded += 1;
    } catch (error) {
      input.log?.warn('Reminder deferred', {
        documentId: step.documentId,
        order: step.order,
        error,
      });
      result.deferred += 1;
    }
  }
  return summarizeSweep(input.log, SIGNING_REMINDERS_SUMMARY, result, {
    worked: result.reminded + result.dropped + result.deferred > 0,
  });
}
