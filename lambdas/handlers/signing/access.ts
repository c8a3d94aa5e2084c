import { documentItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { linkExpiryKeys } from '../../keys/link-expiry';
import { outboxKeys } from '../../keys/outbox';
import { sealQueueKeys } from '../../keys/seal-queue';
import { signedCopyTokenKeys } from '../../keys/signed-copy-token';
import { signingReminderKeys } from '../../keys/signing-reminder';
import { signingTokenKeys } from '../../keys/signing-token';
import { signingDeps } from './deps';

/**
 * Signers' links: the session (the sender's e-mail, the original's inline link), consent,
 * signature or refusal, each announced through the outbox (the next signer's link sealed).
 */
export const signingAccess: DeclaredAccess = {
  deps: signingDeps,
  table: 'RW',
  items: [
    ...documentItems,
    signingTokenKeys,
    linkExpiryKeys,
    signingReminderKeys,
    sealQueueKeys,
    signedCopyTokenKeys,
    outboxKeys,
  ],
  documents: 'RO',
  tokenCipher: { encrypt: ['signing-link'] },
};
