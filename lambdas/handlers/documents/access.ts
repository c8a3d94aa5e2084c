import { documentItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { dailyCountKeys } from '../../keys/daily-count';
import { libraryKeys } from '../../keys/library';
import { linkExpiryKeys } from '../../keys/link-expiry';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { sealQueueKeys } from '../../keys/seal-queue';
import { signingReminderKeys } from '../../keys/signing-reminder';
import { signingTokenKeys } from '../../keys/signing-token';
import { templateKeys } from '../../keys/template';
import { uploadExpiryKeys } from '../../keys/upload-expiry';
import { documentsDeps } from './deps';

/** What the documents function may reach (IAM rights and, with them, its environment). */
export const documentsAccess: DeclaredAccess = {
  deps: documentsDeps,
  table: 'RW',
  items: [
    ...documentItems,
    libraryKeys,
    signingTokenKeys,
    linkExpiryKeys,
    signingReminderKeys,
    templateKeys,
    sealQueueKeys,
    dailyCountKeys,
    uploadExpiryKeys,
    outboxKeys,
    // A document sent names its sender to the signers by their profile's name.
    professionalProfileKeys,
  ],
  documents: 'RW',
  // Seals the links of the signature requests it writes to the outbox (no bus right here).
  tokenCipher: { encrypt: ['signing-link'] },
};
