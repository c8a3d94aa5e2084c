import type { SealInput } from '../../../../../../lambdas/services/documents/seal/seal-input';

/**
 * A completed document whose signers each typed their name, stamped into a field of its own on
 * page 1, one under the other: what the certificate and stamping tests render.
 */
export function typedSealInput({
  document,
  names,
  stampStep,
  stampHeight,
  seq,
}: {
  document: Pick<SealInput['document'], 'id' | 'title' | 'originalFileName'>;
  names: readonly string[];
  /** How far down the page each next signer's field sits (fraction of the page). */
  stampStep: number;
  stampHeight: number;
  seq: number;
}): SealInput {
  return {
    document: {
      ...document,
      fileType: 'pdf',
      originalSha256: 'f'.repeat(64),
      completedAt: '2026-03-29T08:00:05.123Z',
    },
    signers: names.map((name, i) => ({
      order: i + 1,
      name,
      email: `signer${i + 1}@example.com`,
      consentedAt: '2026-03-29T07:58:00.000Z',
      disclosureVersion: '2026-01',
      signedAt: '2026-03-29T08:00:05.123Z',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      signatureKind: 'typed',
    })),
    stamps: names.map((name, i) => ({
      type: 'signature',
      page: 1,
      x: 0.1,
      y: 0.05 + i * stampStep,
      width: 0.6,
      height: stampHeight,
      value: { kind: 'text', text: name },
    })),
    timeline: [],
    chain: { seq, hash: 'a'.repeat(64) },
    sealedAt: new Date('2026-03-29T08:01:00.000Z'),
  };
}
