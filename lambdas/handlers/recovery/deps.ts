import { accountSecurityPort } from '../../deps/account-security';
import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/**
 * What the sign-in with a recovery code may reach, in a function of its own (anonymous callers,
 * capped by reserved concurrency apart from the signed-in account routes): the table (the codes'
 * hashes, the failed attempts per address, the notice in the outbox) and the user pool's
 * recovery calls (the look-up, the password check, turning the authenticator app off).
 */
export const recoveryDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  security: accountSecurityPort,
});
