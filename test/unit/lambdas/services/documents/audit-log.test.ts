import { describe, expect, it } from 'vitest';
import { GENESIS_HASH } from '@domain/documents/audit-chain';
import {
  appendAudit,
  verifyDocumentAudit,
  withAudit,
  type AuditRowItem,
} from '../../../../../lambdas/services/documents/audit-log';
import { documentKey } from '../../../../../lambdas/services/documents/document-item';
import { MemoryTable } from '../../support/memory-table';

const docItem = () => ({
  ...documentKey('doc-1'),
  id: 'doc-1',
  status: 'draft',
  auditSeq: 0,
  auditHash: GENESIS_HASH,
});

const entry = (action: 'created' | 'edited', at: string) => ({
  action,
  actor: 'owner:user-1',
  at,
  details: { signer_count: 1, ignored: undefined },
});

const rowsOf = (table: MemoryTable) =>
  [...table.items.values()].filter((i) => String(i.SK).startsWith('AUDIT#')) as AuditRowItem[];

describe('appendAudit', () => {
  it('places the next rows after the head and moves the head to the last one', () => {
    const append = appendAudit({ id: 'doc-1', auditSeq: 4, auditHash: 'f'.repeat(64) }, [
      entry('edited', '2026-01-01T00:00:00.000Z'),
      entry('edited', '2026-01-02T00:00:00.000Z'),
    ]);
    expect(append.rows.map((r) => [r.SK, r.seq])).toEqual([
      ['AUDIT#000005', 5],
      ['AUDIT#000006', 6],
    ]);
    expect(append.rows[0]?.prevHash).toBe('f'.repeat(64));
    // Undefined details are dropped before hashing, as storage drops them.
    expect(append.rows[0]?.details).toEqual({ signer_count: 1 });
    expect(append.equals).toEqual({ auditSeq: 4 });
    expect(append.set).toEqual({ auditSeq: 6, auditHash: append.rows[1]?.hash });
  });
});

describe('withAudit', () => {
  it('stores the change and its rows together, and the stored log verifies', async () => {
    const table = new MemoryTable([docItem()]);
    let doc = docItem();
    for (const [i, action] of (['created', 'edited'] as const).entries()) {
      const tx = table.transaction();
      withAudit(tx, doc, entry(action, `2026-01-0${i + 1}T00:00:00.000Z`), {
        changes: { set: { title: `v${i}` } },
        equals: { status: 'draft' },
        otherwise: new Error('not a draft') as never,
      });
      await tx.commit();
      doc = table.items.get(`DOC#doc-1\u0000DOC`) as typeof doc;
    }
    expect(doc).toMatchObject({ title: 'v1', auditSeq: 2 });
    expect(verifyDocumentAudit(doc, rowsOf(table))).toMatchObject({ ok: true });
  });

  it('lets only one of two writers that read the same head append', async () => {
    const table = new MemoryTable([docItem()]);
    const stale = docItem();
    const moved = new Error('moved on');
    const write = async (at: string) => {
      const tx = table.transaction();
      withAudit(tx, stale, entry('edited', at), { otherwise: moved as never });
      await tx.commit();
    };
    await write('2026-01-01T00:00:00.000Z');
    await expect(write('2026-01-02T00:00:00.000Z')).rejects.toBe(moved);
    expect(rowsOf(table)).toHaveLength(1);
    expect(
      verifyDocumentAudit(table.items.get('DOC#doc-1\u0000DOC') as never, rowsOf(table)).ok,
    ).toBe(true);
  });

  it('writes nothing when the caller’s own condition fails', async () => {
    const table = new MemoryTable([{ ...docItem(), status: 'pending_signatures' }]);
    const tx = table.transaction();
    const notDraft = new Error('not a draft');
    withAudit(tx, docItem(), entry('edited', '2026-01-01T00:00:00.000Z'), {
      equals: { status: 'draft' },
      otherwise: notDraft as never,
    });
    await expect(tx.commit()).rejects.toBe(notDraft);
    expect(rowsOf(table)).toEqual([]);
  });
});

describe('verifyDocumentAudit', () => {
  it('fails when a row is deleted, even the last one', async () => {
    const table = new MemoryTable([docItem()]);
    let doc = docItem();
    for (const at of ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']) {
      const tx = table.transaction();
      withAudit(tx, doc, entry('edited', at), { otherwise: new Error('x') as never });
      await tx.commit();
      doc = table.items.get(`DOC#doc-1\u0000DOC`) as typeof doc;
    }
    const rows = rowsOf(table);
    expect(verifyDocumentAudit(doc, rows).ok).toBe(true);
    expect(verifyDocumentAudit(doc, rows.slice(0, 1))).toMatchObject({ ok: false, seq: 2 });
    expect(verifyDocumentAudit(doc, rows.slice(1))).toMatchObject({ ok: false, seq: 1 });
  });
});
