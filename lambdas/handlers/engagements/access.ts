import type { DeclaredAccess } from '../../deps/function-access';
import { clientKeys } from '../../keys/client';
import { engagementKeys } from '../../keys/engagement';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { engagementsDeps } from './deps';

/**
 * The owner's engagements (written) and their clients (read for the name, currency and approver,
 * and checked in the transaction that names them); for a letter asked for, the owner's profile
 * (the name they sign with) and the outbox its request is written to. No file, token key or
 * mail: the engagement letters consumer draws and sends the letter.
 */
export const engagementsAccess: DeclaredAccess = {
  deps: engagementsDeps,
  table: 'RW',
  items: [engagementKeys, clientKeys, outboxKeys, professionalProfileKeys],
};
