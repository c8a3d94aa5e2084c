import {
  ACCOUNT_SECURITY_CHANGED,
  type TAccountSecurityChanged,
  type TSecurityChange,
} from '@contracts/account/account-security';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import { toOutboxItem, type OutboxItem } from '../outbox/outbox-item';

/**
 * The notice of one change to the account's security, for the outbox: `AccountSecurityChanged`,
 * which the `security-mail` consumer mails to the address the pool holds when it is sent (the
 * address is never carried in the event).
 */
export function securityNotice(
  deps: { clock: Clock; ids: IdGenerator },
  identity: { sub: string; username: string },
  change: TSecurityChange,
): OutboxItem {
  const at = deps.clock.now();
  const detail: TAccountSecurityChanged = {
    changeId: deps.ids.newId(),
    sub: identity.sub,
    username: identity.username,
    change,
    at: at.toISOString(),
  };
  return toOutboxItem(ACCOUNT_SECURITY_CHANGED, detail.changeId, detail, at);
}
