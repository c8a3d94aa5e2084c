import type { DeclaredAccess } from '../../deps/function-access';
import { recoveryCodeKeys, recoveryTryKeys } from '../../keys/account-security';
import { outboxKeys } from '../../keys/outbox';
import { recoveryDeps } from './deps';

/**
 * The sign-in with a recovery code (anonymous, a function of its own): the codes' hashes, the
 * failed attempts per address and the notice in the outbox; the pool's look-up, password check
 * (the recovery client) and turning the authenticator app off.
 */
export const recoveryAccess: DeclaredAccess = {
  deps: recoveryDeps,
  table: 'RW',
  items: [recoveryCodeKeys, recoveryTryKeys, outboxKeys],
};
