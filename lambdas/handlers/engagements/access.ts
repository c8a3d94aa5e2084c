import type { DeclaredAccess } from '../../deps/function-access';
import { clientKeys } from '../../keys/client';
import { engagementKeys } from '../../keys/engagement';
import { engagementsDeps } from './deps';

/**
 * The owner's engagements (written) and their clients (read for the name and currency, and
 * checked in the transaction that names them). No file, token key, bus or mail.
 */
export const engagementsAccess: DeclaredAccess = {
  deps: engagementsDeps,
  table: 'RW',
  items: [engagementKeys, clientKeys],
};
