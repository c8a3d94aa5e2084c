import { signingDate } from '@contracts/documents/signing';
import { drawnSignatureBytes, isDrawnSignature } from '../drawn-signature';
import type { DocumentBundle } from '../owned-document';
import type { StepItem } from '../step-item';
import type { SealInput, SealSigner, SealStamp, StampValue } from './seal-input';

/** What a field shows: its signer's value; a date field shows the day they signed (UTC). */
function stampValue(
  type: SealStamp['type'],
  value: string | undefined,
  step: StepItem,
): StampValue | undefined {
  if (type === 'date' && step.signedAt)
    return { kind: 'text', text: signingDate(new Date(step.signedAt)) };
  if (!value) return undefined;
  const png = drawnSignatureBytes(value);
  return png ? { kind: 'image', png, fallback: step.name } : { kind: 'text', text: value };
}

/** Typed or drawn, as the signer gave their signature (the value of a signature field). */
function signatureKind(step: StepItem, bundle: DocumentBundle): SealSigner['signatureKind'] {
  const ids = bundle.fields
    .filter((f) => f.signerEmail === step.email && f.type === 'signature')
    .map((f) => f.id);
  const value = ids.map((id) => step.values?.[id]).find(Boolean);
  if (!value) return null;
  return isDrawnSignature(value) ? 'drawn' : 'typed';
}

/**
 * How the certificate names the sender: as a certificate identifies a party, by the name their
 * profile gave when they sent the document (`senderName`, as the signers' mails named them) with
 * the e-mail beside it; by the e-mail alone when they never gave a name.
 */
function senderLabel(name: string | undefined, email: string | undefined): string {
  const given = name?.trim() ?? '';
  const address = email?.trim() ?? '';
  if (given && address) return `${given} (${address})`;
  return given || address;
}

/** Who did it, for the certificate's timeline: the sender by name, not by account id. */
function actorLabel(actor: string, ownerSub: string, sender: string): string {
  if (actor === `owner:${ownerSub}`) return sender ? `sender ${sender}` : 'sender';
  if (actor.startsWith('signer:')) return `signer ${actor.slice('signer:'.length)}`;
  return actor;
}

/** The seal's view of a fully signed document, read from its items. */
export function readSealInput(
  bundle: DocumentBundle,
  context: { sealedAt: Date; ownerEmail?: string },
): SealInput {
  const { document, steps } = bundle;
  const stepOf = new Map(steps.map((s) => [s.email, s]));
  const sender = senderLabel(document.senderName, context.ownerEmail);
  const stamps = bundle.fields.flatMap((field): SealStamp[] => {
    const step = stepOf.get(field.signerEmail);
    if (!step) return [];
    const value = stampValue(field.type, step.values?.[field.id], step);
    if (!value) return [];
    const { type, page, x, y, width, height } = field;
    return [{ type, page, x, y, width, height, value }];
  });
  return {
    document: {
      id: document.id,
      title: document.title,
      fileType: document.fileType,
      originalFileName: document.originalFileName,
      originalSha256: document.originalSha256 ?? 'not recorded',
      completedAt: document.completedAt ?? null,
    },
    signers: steps.map((step) => ({
      order: step.order,
      name: step.name,
      email: step.email,
      consentedAt: step.consentedAt ?? null,
      disclosureVersion: step.consentVersion ?? null,
      signedAt: step.signedAt ?? null,
      ip: step.ip ?? null,
      userAgent: step.userAgent ?? null,
      signatureKind: signatureKind(step, bundle),
    })),
    stamps,
    timeline: bundle.audit.map((row) => ({
      seq: Number(row.seq),
      at: String(row.at),
      action: String(row.action),
      actor: actorLabel(String(row.actor), document.ownerSub, sender),
      details: (row.details ?? {}) as Record<string, unknown>,
    })),
    chain: { seq: document.auditSeq, hash: document.auditHash },
    sealedAt: context.sealedAt,
  };
}
