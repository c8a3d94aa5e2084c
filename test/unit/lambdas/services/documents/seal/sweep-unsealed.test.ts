import { describe, expect, it } from 'vitest';
import { DOCUMENT_COMPLETED } from '@contracts/documents/events';
import { sealQueueKeys } from '../../../../../../lambdas/keys/seal-queue';
import {
  documentKey,
  toReservation,
} from '../../../../../../lambdas/services/documents/document-item';
import {
  SEAL_DEADLINE_MS,
  SEAL_DISPATCH_LIMIT,
  sweepUnsealed,
} from '../../../../../../lambdas/services/documents/seal/sweep-unsealed';
import type { TableItem } from '../../../../../../lambdas/ports/table';
import { MemoryTable } from '../../../support/memory-table';

const completedAt = new Date('2030-01-01T09:00:00.000Z');
const late = { now: () => new Date(completedAt.getTime() + SEAL_DEADLINE_MS + 60_000) };

/** A fully signed document and its seal queue entry, as the last signature leaves them. */
function completed(id: string, extra: Record<string, unknown> = {}): TableItem[] {
  const document = {
    ...toReservation({
      id,
      sub: 'owner',
      libraryId: null,
      title: 'NDA',
      description: '',
      fileName: 'nda.pdf',
      fileType: 'pdf',
      size: 10,
      now: completedAt,
    }),
    status: 'fully_signed',
    completedAt: completedAt.toISOString(),
    ...extra,
  };
  const entry = {
    ...sealQueueKeys.key({ completedAt: completedAt.toISOString(), documentId: id }),
    documentId: id,
    completedAt: completedAt.toISOString(),
  };
  return [document as TableItem, entry];
}

function bus(refuse = new Set<string>()) {
  const published: Array<{ detailType: string; detail: { documentId: string } }> = [];
  return {
    published,
    publish: async (detailType: string, detail: object) => {
      const documentId = (detail as { documentId: string }).documentId;
      if (refuse.has(documentId)) throw new Error('PutEvents refused the entry');
      published.push({ detailType, detail: { documentId } });
    },
  };
}

const queue = (table: MemoryTable) => table.queryAll({ pk: sealQueueKeys.pk.format({}) });

describe('the seal sweep', () => {
  it('hands each overdue document to its own sealing run, and leaves recent ones alone', async () => {
    const table = new MemoryTable([...completed('doc-1'), ...completed('doc-2')]);
    const events = bus();
    const early = { now: () => new Date(completedAt.getTime() + SEAL_DEADLINE_MS - 1) };
    expect(await sweepUnsealed({ table, events, clock: early }, {})).toMatchObject({
      overdue: 0,
      dispatched: 0,
    });

    expect(await sweepUnsealed({ table, events, clock: late }, {})).toEqual({
      overdue: 2,
      dispatched: 2,
      parked: 0,
      failed: 0,
    });
    expect(events.published).toEqual([
      { detailType: DOCUMENT_COMPLETED, detail: { documentId: 'doc-1' } },
      { detailType: DOCUMENT_COMPLETED, detail: { documentId: 'doc-2' } },
    ]);
    // The sweep seals nothing itself: the entries wait for their runs, each try counted.
    expect((await queue(table)).map((e) => e.dispatches)).toEqual([1, 1]);
  });

  it(`parks a document still unsealed after ${SEAL_DISPATCH_LIMIT} hand-overs and sends it no more`, async () => {
    const table = new MemoryTable([...completed('poisoned'), ...completed('sound')]);
    const events = bus();
    for (let sweep = 0; sweep < SEAL_DISPATCH_LIMIT; sweep += 1)
      await sweepUnsealed({ table, events, clock: late }, {});
    expect(events.published.map((e) => e.detail.documentId)).toEqual(
      Array.from({ length: SEAL_DISPATCH_LIMIT }, () => ['poisoned', 'sound']).flat(),
    );

    // The sound one is sealed meanwhile; the poisoned one is parked and never sent again.
    await table.update(documentKey('sound'), { set: { sealedAt: late.now().toISOString() } });
    events.published.length = 0;
    expect(await sweepUnsealed({ table, events, clock: late }, {})).toEqual({
      overdue: 2,
      dispatched: 0,
      parked: 1,
      failed: 0,
    });
    expect(await sweepUnsealed({ table, events, clock: late }, {})).toMatchObject({ parked: 1 });
    expect(events.published).toEqual([]);
    expect(await queue(table)).toEqual([
      expect.objectContaining({
        documentId: 'poisoned',
        dispatches: SEAL_DISPATCH_LIMIT,
        parkedAt: late.now().toISOString(),
      }),
    ]);
  });

  it('drops entries whose document is gone, sealed or no longer fully signed', async () => {
    const [, goneEntry] = completed('gone');
    const table = new MemoryTable([
      goneEntry!,
      ...completed('sealed', { sealedAt: completedAt.toISOString() }),
      ...completed('expired', { status: 'expired' }),
    ]);
    const events = bus();
    expect(await sweepUnsealed({ table, events, clock: late }, {})).toMatchObject({
      overdue: 3,
      dispatched: 0,
    });
    expect(await queue(table)).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it('keeps going when the bus refuses one document, and tries it again next time', async () => {
    const table = new MemoryTable([...completed('refused'), ...completed('fine')]);
    const events = bus(new Set(['refused']));
    expect(await sweepUnsealed({ table, events, clock: late }, {})).toMatchObject({
      dispatched: 1,
      failed: 1,
    });
    expect(events.published.map((e) => e.detail.documentId)).toEqual(['fine']);
    expect(await queue(table)).toHaveLength(2);
  });
});
