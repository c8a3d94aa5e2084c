import { DATA_EXPORT_OBJECTS } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { recoveryCodeKeys } from '../../keys/account-security';
import { dailyCountKeys } from '../../keys/daily-count';
import { dataExportKeys } from '../../keys/data-export';
import { outboxKeys } from '../../keys/outbox';
import { signInStateKeys } from '../../keys/sign-in-state';
import { accountDeps } from './deps';

/**
 * The person's own data: the archive's request (counted against the daily limit) and the
 * closure's, each handed to its consumer through the outbox; the archive's download link; the
 * account's e-mail, which closing it asks to be typed again. Connected sign-ins: the account's
 * identities read (AdminGetUser), linked and removed, the single-use states of connections in
 * progress, each change announced through the outbox, and the pool's own provider clients.
 * Account security: the recovery codes' hashes (made, counted, dropped), the authenticator app
 * and the password change (with the caller's own token), each change announced.
 */
export const accountAccess: DeclaredAccess = {
  deps: accountDeps,
  table: 'RW',
  items: [dataExportKeys, dailyCountKeys, outboxKeys, signInStateKeys, recoveryCodeKeys],
  documents: 'RO',
  documentObjects: [DATA_EXPORT_OBJECTS],
};
