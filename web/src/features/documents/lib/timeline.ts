import type { TAuditEntry } from '@contracts/documents/document';
import { WORKFLOW_TYPES } from '@contracts/documents/workflow';

/** A signer as the sender named them; the audit log itself records only their address. */
export interface NamedSigner {
  name: string;
  email: string;
}

/**
 * One audit row as a line of the document's timeline: who did what, in words. Signers are named
 * as the sender named them (`signers`, the document's); an address no signer has any more (one
 * taken off the draft) shows as it was recorded. Rows the screen does not know yet still show,
 * by their action's name.
 */
export function describeAuditEntry(
  entry: TAuditEntry,
  signers: readonly NamedSigner[] = [],
): string {
  const nameOf = (email: string) => signerName(email, signers);
  const who = actorName(entry.actor, signers);
  const d = entry.details;
  switch (entry.action) {
    case 'created':
      // A file the product generated names where it came from; an upload names none.
      return typeof d.source === 'string' && d.source
        ? `${who} saved the document from a ${d.source}`
        : `${who} uploaded the document`;
    case 'edited':
      if (typeof d.signer_count === 'number') {
        const type = WORKFLOW_TYPES.includes(d.workflow_type as never)
          ? ` (${String(d.workflow_type)})`
          : '';
        return `${who} set ${plural(d.signer_count, 'signer')}${type}`;
      }
      if (typeof d.field_count === 'number')
        return `${who} placed ${plural(d.field_count, 'field')}`;
      return `${who} edited the document`;
    case 'sent':
      // The owner sends the document; the product then mails each signer when their turn comes.
      return typeof d.email === 'string'
        ? `Signing link sent to ${nameOf(d.email)}`
        : `${who} sent the document for signing`;
    case 'resent':
      return `${who} sent a new signing link${signerOf(d, nameOf)}`;
    case 'viewed':
      return `${who} opened the document`;
    case 'consent':
      return `${who} agreed to sign electronically`;
    case 'signed':
      return `${who} signed`;
    case 'declined':
      return typeof d.reason === 'string' && d.reason
        ? `${who} declined: “${d.reason}”`
        : `${who} declined to sign`;
    case 'expired':
      return typeof d.email === 'string'
        ? `The signing link of ${nameOf(d.email)} expired`
        : 'The signing links expired';
    case 'completed':
      return 'Everyone has signed';
    case 'sealed':
      return 'The signed copy and its certificate were sealed';
    case 'extended':
      return `${who} extended the signing links`;
    case 'reminded':
      // The product mails it; the row names whom and which of their reminders it was.
      return `${reminderOf(d)} sent${signerOf(d, nameOf)}`;
    case 'voided':
      return typeof d.reason === 'string' && d.reason
        ? `${who} voided the document: ${d.reason}`
        : `${who} voided the document`;
    default:
      return `${who}: ${entry.action}`;
  }
}

/**
 * "IP 203.0.113.7" for a row that recorded where its actor was (a signer's consent, view,
 * signature and decline); undefined for the rest.
 */
export function auditEntryIp(entry: Pick<TAuditEntry, 'details'>): string | undefined {
  const ip = entry.details.ip;
  return typeof ip === 'string' && ip ? `IP ${ip}` : undefined;
}

/** Why the owner voided the document: the reason of its latest `voided` row, if any. */
export function voidReason(timeline: readonly TAuditEntry[]): string | undefined {
  const row = timeline.findLast((entry) => entry.action === 'voided');
  const reason = row?.details.reason;
  return typeof reason === 'string' && reason ? reason : undefined;
}

/** `owner:<sub>` is the sender, `signer:<email>` that signer, `system` the product itself. */
export function actorName(actor: string, signers: readonly NamedSigner[] = []): string {
  if (actor.startsWith('owner:')) return 'You';
  if (actor.startsWith('signer:')) return signerName(actor.slice('signer:'.length), signers);
  return 'vCISO Hub';
}

/** The name the sender gave the signer with this address, or the address when none did. */
function signerName(email: string, signers: readonly NamedSigner[]): string {
  const key = email.toLowerCase();
  return signers.find((s) => s.email.toLowerCase() === key)?.name || email;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const signerOf = (d: Record<string, unknown>, nameOf: (email: string) => string) =>
  typeof d.email === 'string' ? ` to ${nameOf(d.email)}` : '';

/** "Reminder 2" for a `reminded` row that numbers its reminder, "A reminder" otherwise. */
const reminderOf = (d: Record<string, unknown>) =>
  typeof d.reminder === 'number' ? `Reminder ${d.reminder}` : 'A reminder';
