/**
 * A document's audit log as a hash chain: every row carries the SHA-256 of its own content,
 * which includes the hash of the row before it. Changing, removing or reordering any row breaks
 * every hash after it, and the document keeps the last sequence number and hash, so cutting rows
 * off the end is caught too. Pure: the SHA-256 function (hex of UTF-8 text) is passed in, so the
 * same rules run on the server and in a browser.
 */

export type Sha256Hex = (text: string) => string;

/** The `prevHash` of a document's first row. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditContent {
  documentId: string;
  /** 1 for the first row, then one more per row, without gaps. */
  seq: number;
  action: string;
  /** `owner:<sub>`, `signer:<email>` or `system`. */
  actor: string;
  /** ISO time. */
  at: string;
  details: Record<string, unknown>;
  prevHash: string;
}

export interface AuditRow extends AuditContent {
  hash: string;
}

/** The last row's place in the chain, as the document item keeps it. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };

/**
 * JSON with object keys sorted at every depth and undefined members left out, so the same
 * content always gives the same text whatever order it was built in or read back from storage.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map(
      (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
    );
  return `{${members.join(',')}}`;
}

/** The exact text a row's hash is taken of. */
export function canonicalAuditContent(row: AuditContent): string {
  const { documentId, seq, action, actor, at, details, prevHash } = row;
  return canonicalJson({ documentId, seq, action, actor, at, details, prevHash });
}

export const hashAuditRow = (row: AuditContent, sha256: Sha256Hex): string =>
  sha256(canonicalAuditContent(row));

export interface AuditEntryInput {
  action: string;
  actor: string;
  at: string;
  details?: Record<string, unknown>;
}

/** The rows that follow `head`, in order, and the head after the last of them. */
export function extendChain(
  documentId: string,
  head: ChainHead,
  entries: readonly AuditEntryInput[],
  sha256: Sha256Hex,
): { rows: AuditRow[]; head: ChainHead } {
  const rows: AuditRow[] = [];
  let current = head;
  for (const entry of entries) {
    const content: AuditContent = {
      documentId,
      seq: current.seq + 1,
      action: entry.action,
      actor: entry.actor,
      at: entry.at,
      details: entry.details ?? {},
      prevHash: current.hash,
    };
    const row = { ...content, hash: hashAuditRow(content, sha256) };
    rows.push(row);
    current = { seq: row.seq, hash: row.hash };
  }
  return { rows, head: current };
}

export type ChainVerdict =
  | { ok: true; head: ChainHead }
  /** `seq`: the first place where the chain does not hold. */
  | { ok: false; seq: number; reason: string };

/**
 * Checks rows as stored (in sequence order): numbering without gaps from 1, each row's link to
 * the one before, each row's own hash, one document throughout, and, given the head the document
 * keeps, that the chain ends exactly there.
 */
export function verifyChain(
  rows: readonly AuditRow[],
  sha256: Sha256Hex,
  expected?: { documentId?: string; head?: ChainHead },
): ChainVerdict {
  let previous = EMPTY_CHAIN;
  const documentId = expected?.documentId ?? rows[0]?.documentId;
  for (const [index, row] of rows.entries()) {
    const place = index + 1;
    if (row.seq !== place)
      return { ok: false, seq: place, reason: 'A row is missing or out of order' };
    if (row.documentId !== documentId)
      return { ok: false, seq: place, reason: 'A row belongs to another document' };
    if (row.prevHash !== previous.hash)
      return { ok: false, seq: place, reason: 'The link to the previous row is broken' };
    if (hashAuditRow(row, sha256) !== row.hash)
      return { ok: false, seq: place, reason: 'The row was changed' };
    previous = { seq: row.seq, hash: row.hash };
  }
  const head = expected?.head;
  if (head && (head.seq !== previous.seq || head.hash !== previous.hash))
    return {
      ok: false,
      seq: Math.min(head.seq, previous.seq) + 1,
      reason: 'The log does not end where the document says it does',
    };
  return { ok: true, head: previous };
}
