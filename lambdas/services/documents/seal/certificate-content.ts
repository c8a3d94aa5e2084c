import type { SealInput, SealSigner, SealTimelineEntry } from './seal-input';

/**
 * What the completion certificate says, as blocks of text in reading order. The layout places
 * them; keeping the wording here, apart from drawing, lets a test read the certificate as text.
 */

export type BlockStyle = 'title' | 'heading' | 'body' | 'label' | 'mono' | 'small';

export interface Block {
  style: BlockStyle;
  text: string;
  /** Points from the left margin. */
  indent?: number;
  /** Extra space above, in points. */
  gapBefore?: number;
}

export const PRODUCT_NAME = 'vCISO Hub';

/** `2026-03-29 08:00:05 UTC`: every time on the certificate is in UTC and says so. */
export function utcTime(iso: string | null | undefined): string {
  if (!iso) return 'not recorded';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'not recorded';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const or = (value: string | null | undefined, fallback = 'not recorded') => value || fallback;

function signerBlocks(signer: SealSigner): Block[] {
  const line = (label: string, value: string, style: BlockStyle = 'body'): Block => ({
    style,
    text: `${label}: ${value}`,
    indent: 14,
  });
  const how =
    signer.signatureKind === 'drawn'
      ? 'drawn by hand'
      : signer.signatureKind === 'typed'
        ? 'typed name'
        : 'not recorded';
  return [
    { style: 'label', text: `${signer.order}. ${signer.name} <${signer.email}>`, gapBefore: 6 },
    line(
      'Consented to electronic records',
      signer.consentedAt
        ? `${utcTime(signer.consentedAt)} (disclosure version ${or(signer.disclosureVersion)})`
        : 'not recorded',
    ),
    line('Signed', utcTime(signer.signedAt)),
    line('Signature', how),
    line('IP address', or(signer.ip)),
    line('User agent', or(signer.userAgent), 'small'),
  ];
}

/** One audit row on one line (wrapped when long): time, action, who, and what. */
export function timelineText(entry: SealTimelineEntry): string {
  const details = Object.entries(entry.details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return `#${entry.seq}  ${utcTime(entry.at)}  ${entry.action}  by ${entry.actor}${
    details ? `  (${details})` : ''
  }`;
}

export function certificateBlocks(input: SealInput): Block[] {
  const { document: doc } = input;
  const original =
    doc.fileType === 'pdf'
      ? 'The pages before this certificate are the original with the signers’ fields filled in.'
      : 'The original Word document is kept unchanged; this certificate stands beside it. Its SHA-256 below identifies it exactly.';
  return [
    { style: 'title', text: 'Certificate of Completion' },
    {
      style: 'small',
      text: `Issued by ${PRODUCT_NAME} on ${utcTime(input.sealedAt.toISOString())}`,
    },
    { style: 'heading', text: 'Document', gapBefore: 10 },
    { style: 'body', text: `Title: ${doc.title}` },
    { style: 'body', text: `Document ID: ${doc.id}` },
    { style: 'body', text: `Original file: ${doc.originalFileName}` },
    { style: 'body', text: 'SHA-256 of the original:' },
    { style: 'mono', text: doc.originalSha256, indent: 14 },
    { style: 'body', text: `Completed: ${utcTime(doc.completedAt)}` },
    { style: 'small', text: original },
    { style: 'heading', text: 'Signers', gapBefore: 10 },
    ...input.signers.flatMap(signerBlocks),
    { style: 'heading', text: 'Audit trail (all times UTC)', gapBefore: 10 },
    ...input.timeline.map((entry): Block => ({ style: 'small', text: timelineText(entry) })),
    { style: 'heading', text: 'Integrity', gapBefore: 10 },
    {
      style: 'body',
      text: `Audit log: ${input.chain.seq} rows, each holding the SHA-256 of its content and of the row before it. Final hash (row ${input.chain.seq}):`,
    },
    { style: 'mono', text: input.chain.hash, indent: 14 },
    {
      style: 'small',
      text: `This file carries a PDF digital signature by ${PRODUCT_NAME}. Any change to it after sealing, even of a single byte, shows the signature as invalid in a PDF reader.`,
      gapBefore: 6,
    },
  ];
}
