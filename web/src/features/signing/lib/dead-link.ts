import { signingMessages } from '@contracts/documents/signing';

/** Why a link shows no document: each has its own page. */
export type DeadLink = 'invalid' | 'used' | 'expired' | 'closed' | 'voided' | 'declined';

/**
 * The page for an API answer's status and message (404: unknown; 410: used, expired, or closed:
 * voided by the sender, declined by another signer, or otherwise).
 */
export function deadLinkFor(status: number, message: string): DeadLink | undefined {
  if (status === 404) return 'invalid';
  if (status !== 410) return undefined;
  if (message === signingMessages.expired) return 'expired';
  if (message === signingMessages.closed) return 'closed';
  if (message === signingMessages.voided) return 'voided';
  if (message === signingMessages.declinedByOther) return 'declined';
  return 'used';
}
