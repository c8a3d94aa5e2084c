import {
  connectedSignInMessages as m,
  SIGN_IN_DISCONNECTED,
  type TSignInChanged,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { identityOf } from '@domain/account/connected-sign-ins';
import { notFound } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { ConnectedSignIns } from '../../ports/connected-sign-ins';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { toOutboxItem } from '../outbox/outbox-item';
import { requireNativeAccount, requirePasswordSignIn } from './sign-in-rules';

/**
 * `DELETE /api/account/sign-ins/{provider}`: the provider no longer opens the caller's account
 * (AdminDisableProviderForUser on the identity the account holds, never on one the caller
 * names). Only from a password sign-in, as connecting. `SignInDisconnected` in the outbox then
 * mails the account; should it fail to be written, the identity is linked back.
 */
export async function disconnectSignIn(
  deps: {
    table: Pick<Table, 'put'>;
    clock: Clock;
    ids: IdGenerator;
    signIns: ConnectedSignIns;
  },
  input: { identity: Identity; provider: TSignInProvider; log?: Pick<Logger, 'error'> },
): Promise<void> {
  requirePasswordSignIn(input.identity);
  const { username } = input.identity;
  const account = requireNativeAccount(await deps.signIns.read(username));
  const linked = identityOf(account.identities, input.provider);
  if (!linked) throw notFound(m.notConnected(input.provider));

  await deps.signIns.unlink(linked.provider, linked.userId);
  const at = deps.clock.now();
  const detail: TSignInChanged = {
    changeId: deps.ids.newId(),
    sub: input.identity.sub,
    username,
    provider: input.provider,
    at: at.toISOString(),
  };
  try {
    await deps.table.put(toOutboxItem(SIGN_IN_DISCONNECTED, detail.changeId, detail, at));
  } catch (error) {
    await deps.signIns.link(username, linked.provider, linked.userId).catch((undo: unknown) => {
      input.log?.error('A disconnected sign-in could not be linked back after its notice failed', {
        error: undo,
        provider: input.provider,
      });
    });
    throw error;
  }
}
