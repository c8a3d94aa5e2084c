import { connectedSignInMessages as m } from '@contracts/account/connected-sign-ins';
import { reauthenticate } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { SignInAccount } from '../../ports/connected-sign-ins';

/**
 * Connecting and disconnecting a sign-in needs a session of the pool's own sign-in (password,
 * and the authenticator code when the account has one), and an e-mail/password account to link
 * to: a session opened through Google, Microsoft or LinkedIn never skipped an MFA code into
 * another way in. 403 `reauthenticate` otherwise, which the page answers by asking to sign in.
 */
export function requirePasswordSignIn(identity: Identity): void {
  if (!identity.passwordSignIn) throw reauthenticate(m.passwordRequired);
}

/** The caller's pool account, which must be an e-mail/password one to take a connection. */
export function requireNativeAccount(account: SignInAccount | undefined): SignInAccount {
  if (!account?.native) throw reauthenticate(m.passwordRequired);
  return account;
}
