import type { TDocument } from '@contracts/documents/document';
import { reminderMessages, type TReminderSettings } from '@contracts/documents/reminders';
import { nextReminderAt } from '@domain/documents/reminders';
import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { concurrentWrite, conflict } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { documentKey } from '../document-item';
import { documentView } from '../document-view';
import { ownedDocument } from '../owned-document';
import { stepKey } from '../step-item';
import { scheduleReminder } from './reminder-entry';
import { retryOnClash } from '../../retry-on-clash';

const ATTEMPTS = 3;

/**
 * `PUT /api/documents/{id}/reminders`: turns automatic reminders on or off, or changes their
 * interval, for a draft or a document out for signature. One transaction, on condition the
 * document and each waiting step are as read: the settings stored and each waiting signer's next
 * reminder rescheduled from their last ask or reminder (none when turned off or used up).
 */
export async function setReminders(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { id: string; sub: string; settings: TReminderSettings },
): Promise<TDocument> {
  return retryOnClash(ATTEMPTS, async () => {
    const { document, steps } = await ownedDocument(deps.table, input);
    if (document.status !== 'draft' && !OPEN_STATUSES.includes(document.status))
      throw conflict(reminderMessages.closed);
    const now = deps.clock.now();
    const tx = deps.table.transaction();
    tx.update(documentKey(document.id), { set: { reminders: input.settings } }, concurrentWrite(), {
      status: document.status,
      auditSeq: document.auditSeq,
    });
    for (const step of steps.filter((s) => isAwaiting(s.status) && s.tokenHash)) {
      const last = step.lastRemindedAt ?? step.sentAt;
      const next = last
        ? nextReminderAt({
            settings: input.settings,
            from: new Date(last),
            sent: step.remindersSent ?? 0,
            linkExpiresAt: step.tokenExpiresAt,
            now,
          })
        : undefined;
      if (next === step.nextReminderAt) continue;
      const changes = scheduleReminder(tx, step, next);
      tx.update(stepKey(step.documentId, step.order), changes, concurrentWrite(), {
        status: step.status,
        tokenHash: step.tokenHash,
      });
    }
    await tx.commit();
    return documentView(deps.table, await ownedDocument(deps.table, input));
  });
}
