import type { TAuditEntry } from '@contracts/documents/document';
import { WORKFLOW_TYPES } from '@contracts/documents/workflow';

/**
 * One audit row as a line of the document's timeline: who did what, in words. Rows the screen
 * does not know yet still show, by their action's name.
 */
export function describeAuditEntry(entry: TAuditEntry): string {
  const who = actorName(entry.actor);
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
        ? `Signing link sent to ${d.email}`
        : `${who} sent the document for signing`;
    case 'resent':
      return `${who} sent a new signing link${signerOf(d)}`;
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
        ? `The signing link of ${d.email} expired`
        : 'The signing links expired';
    case 'completed':
      return 'Everyone has signed';
    case 'sealed':
      return 'The signed copy and its certificate were sealed';
    case 'extended':
      return `${who} extended the signing links`;
    case 'reminded':
      // The product mails it; the row names whom and which of their reminders it was.
      return `${reminderOf(d)} sent${signerOf(d)}`;
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
export function actorName(actor: string): string {
  if (actor.startsWith('owner:')) return 'You';
  if (actor.startsWith('signer:')) return actor.slice('signer:'.length);
  return 'vCISO Hub';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const signerOf = (d: Record<string, unknown>) =>
  typeof d.email === 'string' ? ` to ${d.email}` : '';

/** "Reminder 2" for a `reminded` row that numbers its reminder, "A reminder" otherwise. */
const reminderOf = (d: Record<string, unknown>) =>
  typeof d.reminder === 'number' ? `Reminder ${d.reminder}` : 'A reminder';
