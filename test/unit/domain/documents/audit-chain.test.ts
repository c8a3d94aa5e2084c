import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  EMPTY_CHAIN,
  extendChain,
  GENESIS_HASH,
  verifyChain,
  type AuditRow,
} from '@domain/documents/audit-chain';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function log(count = 4): { rows: AuditRow[]; head: { seq: number; hash: string } } {
  return extendChain(
    'doc-1',
    EMPTY_CHAIN,
    Array.from({ length: count }, (_, i) => ({
      action: i === 0 ? 'created' : 'edited',
      actor: 'owner:user-1',
      at: `2026-01-0${i + 1}T10:00:00.000Z`,
      details: { signer_count: i, workflow_type: 'group' },
    })),
    sha256,
  );
}

describe('canonicalJson', () => {
  it('gives the same text whatever the key order, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('leaves undefined members out', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe('extendChain', () => {
  it('numbers rows from 1 and links the first to the genesis hash', () => {
    const { rows, head } = log(3);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH);
    expect(rows[1]?.prevHash).toBe(rows[0]?.hash);
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(head).toEqual({ seq: 3, hash: rows[2]?.hash });
  });

  it('continues an existing chain from its head', () => {
    const first = log(2);
    const next = extendChain(
      'doc-1',
      first.head,
      [{ action: 'sent', actor: 'system', at: '2026-01-09T00:00:00.000Z' }],
      sha256,
    );
    expect(next.rows[0]).toMatchObject({ seq: 3, prevHash: first.head.hash, details: {} });
    expect(verifyChain([...first.rows, ...next.rows], sha256, { head: next.head })).toEqual({
      ok: true,
      head: next.head,
    });
  });
});

describe('verifyChain', () => {
  it('accepts an untouched log and an empty one', () => {
    const { rows, head } = log();
    expect(verifyChain(rows, sha256, { documentId: 'doc-1', head })).toEqual({ ok: true, head });
    expect(verifyChain([], sha256, { head: EMPTY_CHAIN })).toEqual({ ok: true, head: EMPTY_CHAIN });
  });

  it('fails at a row whose details were changed', () => {
    const { rows, head } = log();
    const tampered = rows.map((r) =>
      r.seq === 2 ? { ...r, details: { ...r.details, signer_count: 9 } } : r,
    );
    expect(verifyChain(tampered, sha256, { head })).toMatchObject({ ok: false, seq: 2 });
  });

  it('fails at a row whose time or actor was changed, even with its hash recomputed', () => {
    const { rows, head } = log();
    const moved = rows.map((r) => (r.seq === 3 ? { ...r, at: '2030-01-01T00:00:00.000Z' } : r));
    expect(verifyChain(moved, sha256, { head })).toMatchObject({ ok: false, seq: 3 });

    // A forger who recomputes the changed row's hash still breaks the next row's link.
    const forged = extendChain(
      'doc-1',
      { seq: 2, hash: rows[1]!.hash },
      [
        {
          action: 'edited',
          actor: 'owner:someone-else',
          at: rows[2]!.at,
          details: rows[2]!.details,
        },
      ],
      sha256,
    ).rows[0]!;
    const relinked = rows.map((r) => (r.seq === 3 ? forged : r));
    expect(verifyChain(relinked, sha256, { head })).toMatchObject({ ok: false, seq: 4 });
  });

  it('fails where a row was removed from the middle', () => {
    const { rows, head } = log();
    expect(
      verifyChain(
        rows.filter((r) => r.seq !== 2),
        sha256,
        { head },
      ),
    ).toMatchObject({
      ok: false,
      seq: 2,
    });
  });

  it('fails when the last rows were removed and the document still names the old head', () => {
    const { rows, head } = log();
    expect(verifyChain(rows.slice(0, 3), sha256, { head })).toMatchObject({ ok: false, seq: 4 });
    // Without the head, a cut-off log is a consistent shorter chain.
    expect(verifyChain(rows.slice(0, 3), sha256).ok).toBe(true);
  });

  it('fails when two rows swap places, with or without renumbering', () => {
    const { rows, head } = log();
    const swapped = [rows[0]!, rows[2]!, rows[1]!, rows[3]!];
    expect(verifyChain(swapped, sha256, { head })).toMatchObject({ ok: false, seq: 2 });
    const renumbered = swapped.map((r, i) => ({ ...r, seq: i + 1 }));
    expect(verifyChain(renumbered, sha256, { head })).toMatchObject({ ok: false, seq: 2 });
  });

  it('fails when a row of another document is slipped in', () => {
    const { rows, head } = log();
    const foreign = rows.map((r) => (r.seq === 2 ? { ...r, documentId: 'doc-2' } : r));
    expect(verifyChain(foreign, sha256, { documentId: 'doc-1', head })).toMatchObject({
      ok: false,
      seq: 2,
    });
  });
});
