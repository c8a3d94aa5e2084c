import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDERS, type TReminderSettings } from '@contracts/documents/reminders';
import type { TSignatureRequested } from '@contracts/documents/events';
import {
  documentKey,
  toReservation,
} from '../../../../../lambdas/services/documents/document-item';
import {
  stepKey,
  toStepItem,
  type StepItem,
} from '../../../../../lambdas/services/documents/step-item';
import { askSigners } from '../../../../../lambdas/services/documents/signing/ask-signers';
import { sendSigningReminders } from '../../../../../lambdas/services/documents/signing/send-signing-reminders';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';

const sentAt = new Date('2030-01-01T09:00:00.000Z');
const DAY = 86_400_000;
const ID = 'bbbbbbbb-0000-4000-8000-000000000001';
const cipher = {
  encrypt: async (kind: string, token: string) =>
    kind === 'signing-link' ? `sealed:${token}` : 'wrong kind',
};

/** A group document with two signers, both asked at `sentAt` under `reminders`. */
async function sentDocument(reminders: TReminderSettings = DEFAULT_REMINDERS) {
  const document = {
    ...toReservation({
      id: ID,
      sub: 'owner',
      libraryId: null,
      title: 'NDA',
      description: '',
      fileName: 'nda.pdf',
      fileType: 'pdf',
      size: 10,
      now: sentAt,
    }),
    status: 'pending_signatures' as const,
    reminders,
  };
  const steps = [1, 2].map((order) =>
    toStepItem({ documentId: ID, order, name: `S${order}`, email: `s${order}@example.com` }),
  );
  const table = new MemoryTable([document, ...steps]);
  const tx = table.transaction();
  await askSigners(ID, steps, [1, 2], sentAt).addTo(tx, { cipher, reminders });
  await tx.commit();
  return table;
}

const sweepAt = (table: MemoryTable, at: number) =>
  sendSigningReminders({ table, clock: { now: () => new Date(at) } });

/** The reminders queued so far: which signer, which reminder, with which sealed link. */
const reminders = (table: MemoryTable) =>
  outboxOf(table)
    .map((e) => e.detail as TSignatureRequested)
    .filter((d) => d.reminder)
    .map((d) => ({ order: d.order, reminder: d.reminder, tokenCiphertext: d.tokenCiphertext }));

const step = async (table: MemoryTable, order: number) =>
  (await table.get<StepItem>(stepKey(ID, order)))!;

describe('the signing reminder sweep', () => {
  it('reminds each waiting signer every 3 days with their same link, 3 times at most', async () => {
    const table = await sentDocument();
    const link = (await step(table, 1)).tokenCiphertext;
    expect(link).toMatch(/^sealed:/);

    expect(await sweepAt(table, sentAt.getTime() + 3 * DAY - 60_000)).toMatchObject({
      reminded: 0,
    });
    expect(reminders(table)).toEqual([]);

    for (let n = 1; n <= 4; n += 1) await sweepAt(table, sentAt.getTime() + n * 3 * DAY + n * 1000);
    const sent = reminders(table);
    expect(sent.filter((r) => r.order === 1).map((r) => r.reminder)).toEqual([1, 2, 3]);
    expect(sent.filter((r) => r.order === 2)).toHaveLength(3);
    expect(sent.find((r) => r.order === 1)?.tokenCiphertext).toBe(link);
    expect(await step(table, 1)).toMatchObject({ remindersSent: 3 });
    expect((await step(table, 1)).nextReminderAt).toBeUndefined();

    const document = await table.get(documentKey(ID));
    expect(document?.auditSeq).toBe(6); // one `reminded` row per reminder
    expect(await sweepAt(table, sentAt.getTime() + 29 * DAY)).toMatchObject({ reminded: 0 });
  });

  it('never reminds a signer who signed or declined', async () => {
    const table = await sentDocument();
    await table.update(stepKey(ID, 1), { set: { status: 'signed' } });
    await table.update(stepKey(ID, 2), { set: { status: 'declined' } });
    expect(await sweepAt(table, sentAt.getTime() + 3 * DAY + 1000)).toMatchObject({
      reminded: 0,
      dropped: 2,
    });
    expect(reminders(table)).toEqual([]);
  });

  it('never reminds anyone of a voided document, nor when reminders are off', async () => {
    const voided = await sentDocument();
    await voided.update(documentKey(ID), { set: { status: 'voided' } });
    await sweepAt(voided, sentAt.getTime() + 3 * DAY + 1000);
    expect(reminders(voided)).toEqual([]);

    const off = await sentDocument({ enabled: false, everyDays: 3 });
    expect((await step(off, 1)).nextReminderAt).toBeUndefined();
    await sweepAt(off, sentAt.getTime() + 10 * DAY);
    expect(reminders(off)).toEqual([]);
  });

  it('follows the interval chosen, and stops before the link runs out', async () => {
    const table = await sentDocument({ enabled: true, everyDays: 14 });
    await sweepAt(table, sentAt.getTime() + 14 * DAY + 1000);
    expect(reminders(table)).toHaveLength(2);
    // A second reminder would fall on day 28 + 1 s, still inside the 30-day link; a third not.
    await sweepAt(table, sentAt.getTime() + 28 * DAY + 2000);
    expect(reminders(table)).toHaveLength(4);
    expect((await step(table, 1)).nextReminderAt).toBeUndefined();
  });

  it('is harmless when it runs twice at the same moment', async () => {
    const table = await sentDocument();
    const at = sentAt.getTime() + 3 * DAY + 1000;
    await Promise.all([sweepAt(table, at), sweepAt(table, at)]);
    expect(
      reminders(table)
        .map((r) => r.order)
        .sort(),
    ).toEqual([1, 2]);
  });
});
