import {
  connectedSignInMessages as m,
  type TSignInAuthorize,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { identityOf } from '@domain/account/connected-sign-ins';
import { conflict, notConfigured } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Clock } from '../../ports/clock';
import type { ConnectedSignIns } from '../../ports/connected-sign-ins';
import type { SignInProviders } from '../../ports/sign-in-providers';
import type { Table } from '../../ports/table';
import { codeChallenge, pkceAuthorizeUrl, randomToken } from '../booking-pages/oauth-request';
import { requireNativeAccount, requirePasswordSignIn } from './sign-in-rules';
import { toSignInStateItem } from './sign-in-state-item';

/**
 * The scopes the user pool's own identity provider asks for (`lib/constructs/identity-providers.ts`):
 * the person consented to them for this client already, so the provider asks nothing new. Only
 * the ID token's `sub` is used.
 */
export const SIGN_IN_SCOPE = 'openid email profile';

/**
 * Lets the person choose which of their Google or Microsoft accounts to connect, rather than the
 * one the browser is signed in to. Microsoft answers in the query, as the callback page reads it.
 */
const EXTRA_PARAMS: Record<TSignInProvider, Record<string, string>> = {
  Google: { prompt: 'select_account' },
  Microsoft: { prompt: 'select_account', response_mode: 'query' },
  LinkedIn: {},
};

/**
 * `POST /api/account/sign-ins/{provider}/authorize`: starts connecting a provider to the caller's
 * account. A random single-use `state` is stored with the caller's sub, the provider, the PKCE
 * verifier and the nonce for 10 minutes, and the answer is the provider's sign-in screen (with
 * the pool's own client for it), for the browser to go to. Refused unless the session is a
 * password sign-in, for a provider this deployment lacks (503) or one already connected (409).
 */
export async function startSignInConnection(
  deps: {
    table: Pick<Table, 'create'>;
    clock: Clock;
    signIns: Pick<ConnectedSignIns, 'read'>;
    signInProviders: Pick<SignInProviders, 'client'>;
  },
  input: { identity: Identity; provider: TSignInProvider },
): Promise<TSignInAuthorize> {
  requirePasswordSignIn(input.identity);
  const client = deps.signInProviders.client(input.provider);
  if (!client) throw notConfigured(m.notConfigured(input.provider));
  const account = requireNativeAccount(await deps.signIns.read(input.identity.username));
  if (identityOf(account.identities, input.provider))
    throw conflict(m.alreadyConnected(input.provider));

  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = client.usesNonce ? randomToken() : undefined;
  await deps.table.create(
    toSignInStateItem(
      state,
      {
        userId: input.identity.sub,
        provider: input.provider,
        codeVerifier,
        ...(nonce ? { nonce } : {}),
      },
      deps.clock.now(),
    ),
    m.startFailed,
  );
  return {
    url: pkceAuthorizeUrl(
      client,
      { scope: SIGN_IN_SCOPE, state, codeChallenge: codeChallenge(codeVerifier) },
      { ...EXTRA_PARAMS[input.provider], ...(nonce ? { nonce } : {}) },
    ),
  };
}
