import type { TFileType } from '@contracts/documents/document';
import type { TFieldType } from '@contracts/documents/fields';
import type { FractionBox } from '@domain/documents/page-geometry';

/** Everything a sealed file shows, read from the document's items (see `read-seal-input.ts`). */

export interface SealSigner {
  order: number;
  name: string;
  email: string;
  /** ISO times; null only if the step never got that far (the certificate says so). */
  consentedAt: string | null;
  /** The version of the electronic-records disclosure the signer accepted. */
  disclosureVersion: string | null;
  signedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  /** How the signer signed: their typed name, or a drawn signature. */
  signatureKind: 'typed' | 'drawn' | null;
}

/**
 * What goes into one placed field: a drawn image, or text. An image carries the text drawn in its
 * place (the signer's name) when it is too large to decode or does not decode.
 */
export type StampValue =
  { kind: 'image'; png: Uint8Array; fallback: string } | { kind: 'text'; text: string };

export interface SealStamp extends FractionBox {
  type: TFieldType;
  /** 1-based page of the original. */
  page: number;
  value: StampValue;
}

export interface SealTimelineEntry {
  seq: number;
  at: string;
  action: string;
  actor: string;
  details: Record<string, unknown>;
}

export interface SealInput {
  document: {
    id: string;
    title: string;
    fileType: TFileType;
    originalFileName: string;
    /** Hex SHA-256 of the original as uploaded. */
    originalSha256: string;
    completedAt: string | null;
  };
  signers: SealSigner[];
  stamps: SealStamp[];
  timeline: SealTimelineEntry[];
  /** The audit chain's head when sealing: its last row and that row's hash. */
  chain: { seq: number; hash: string };
  sealedAt: Date;
}
