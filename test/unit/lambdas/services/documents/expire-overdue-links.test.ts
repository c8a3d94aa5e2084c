import { describe, expect, it } from 'vitest';
import { linkExpiryKeys } from '../../../../../lambdas/keys/link-expiry';
import {
  documentKey,
  toReservation,
} from '../../../../../lambdas/services/documents/document-item';
import { stepKey, toStepItem } from '../../../../../lambdas/services/documents/step-item';
import { expireOverdueLinks } from '../../../../../lambdas/services/documents/signing/expire-overdue-links';
import {
  issueSigningToken,
  signingTokenKey,
  toLinkExpiryItem,
} from '../../../../../lambdas/services/documents/signing/signing-token-item';
import { MemoryTable } from '../../support/memory-table';

const sentAt = new Date('2030-01-01T09:00:00.000Z');
const DAY = 86_400_000;

/** A sent group document with two signers, each holding a link issued at `sentAt`. */
function sentDocument(id: string, firstStatus: 'sent' | 'signed' = 'sent') {
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
      now: sentAt,
    }),
    status:
      firstStatus === 'signed' ? ('partially_signed' as const) : ('pending_signatures' as const),
  };
  const items = [document];
  const links = [1, 2].map((order) => {
    const link = issueSigningToken({ documentId: id, order }, sentAt);
    items.push(
      {
        ...toStepItem({ documentId: id, order, name: `S${order}`, email: `s${order}@example.com` }),
        status: order === 1 ? firstStatus : 'sent',
        tokenHash: link.hash,
        tokenExpiresAt: link.item.expiresAt,
      } as never,
      link.item as never,
      toLinkExpiryItem(link.item) as never,
    );
    return link;
  });
  return { items, links };
}

describe('the link expiry sweep', () => {
  it('expires documents whose links ran out unanswered, and drops entries of used links', async () => {
    const open = sentDocument('aaaaaaaa-0000-4000-8000-000000000001');
    const half = sentDocument('aaaaaaaa-0000-4000-8000-000000000002', 'signed');
    const table = new MemoryTable([...open.items, ...half.items]);

    // Not yet due: nothing happens.
    const early = { now: () => new Date(sentAt.getTime() + 29 * DAY) };
    expect(await expireOverdueLinks({ table, clock: early })).toEqual({ expired: 0, dropped: 0 });

    const late = { now: () => new Date(sentAt.getTime() + 31 * DAY) };
    // Both documents expire on their first unanswered link; the other entries of the same
    // document then find it expired and are dropped, as is the entry of the signed link.
    expect(await expireOverdueLinks({ table, clock: late })).toEqual({ expired: 2, dropped: 2 });
    for (const id of [open, half].map((d) => d.links[0]!.item.documentId)) {
      const doc = await table.get(documentKey(id));
      expect(doc).toMatchObject({ status: 'expired', auditSeq: 1 });
    }
    expect(await table.get(stepKey(half.links[0]!.item.documentId, 1))).toMatchObject({
      status: 'signed',
    });
    // The sweep's queue is empty, and a second run finds nothing.
    expect(await table.queryAll({ pk: linkExpiryKeys.pk.format({}) })).toEqual([]);
    expect(await expireOverdueLinks({ table, clock: late })).toEqual({ expired: 0, dropped: 0 });
    // The link that did not expire the document was closed with it.
    expect(await table.get(signingTokenKey(open.links[1]!.hash))).toMatchObject({
      closedAt: expect.any(String),
    });
  });

  it('drops the entry of a link replaced by a resend without touching the document', async () => {
    const doc = sentDocument('aaaaaaaa-0000-4000-8000-000000000003');
    const table = new MemoryTable(doc.items);
    const id = doc.links[0]!.item.documentId;
    for (const order of [1, 2])
      await table.update(
        stepKey(id, order),
        { set: { tokenExpiresAt: new Date(sentAt.getTime() + 60 * DAY).toISOString() } },
        { exists: true },
      );
    const late = { now: () => new Date(sentAt.getTime() + 31 * DAY) };
    expect(await expireOverdueLinks({ table, clock: late })).toEqual({ expired: 0, dropped: 2 });
    expect(await table.get(documentKey(id))).toMatchObject({ status: 'pending_signatures' });
  });
});
