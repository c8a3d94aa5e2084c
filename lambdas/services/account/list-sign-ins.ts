import type { TConnectedSignIns } from '@contracts/account/connected-sign-ins';
import { connectedSignIns } from '@domain/account/connected-sign-ins';
import type { Identity } from '../../middleware/identity';
import type { ConnectedSignIns } from '../../ports/connected-sign-ins';
import type { SignInProviders } from '../../ports/sign-in-providers';

/**
 * `GET /api/account/sign-ins`: each provider, whether it can be connected here, and whether (and
 * since when) the caller's account has it connected. Nothing of the provider's account (its id,
 * its e-mail) is shown. `canChange` tells the page whether this session may change them.
 */
export async function listSignIns(
  deps: {
    signIns: Pick<ConnectedSignIns, 'read'>;
    signInProviders: Pick<SignInProviders, 'client'>;
  },
  input: { identity: Identity },
): Promise<TConnectedSignIns> {
  const account = await deps.signIns.read(input.identity.username);
  return {
    canChange: input.identity.passwordSignIn && account?.native === true,
    signIns: connectedSignIns(
      account?.identities ?? [],
      (provider) => deps.signInProviders.client(provider) !== undefined,
    ),
  };
}
