import {
  connectedSignInMessages as m,
  SIGN_IN_CONNECTED,
  type TSignInChanged,
  type TSignInConnected,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { identityOf, sameIdentity } from '@domain/account/connected-sign-ins';
import { badRequest, conflict, notConfigured } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import { SignInTaken, type ConnectedSignIns } from '../../ports/connected-sign-ins';
import type { IdGenerator } from '../../ports/ids';
import { SignInProviderError, type SignInProviders } from '../../ports/sign-in-providers';
import { ConditionFailed, type Table } from '../../ports/table';
import { toOutboxItem } from '../outbox/outbox-item';
import { requireNativeAccount, requirePasswordSignIn } from './sign-in-rules';
import { liveSignInState, signInStateKey } from './sign-in-state-item';

/**
 * The provider refused the code or gave a token that does not verify, or could not be reached:
 * the handler answers 502 with `message`, plain words for the person (`failure` is for the log).
 */
export class SignInRefusal extends Error {
  constructor(
    message: string,
    readonly failure: SignInProviderError,
  ) {
    super(message);
    this.name = 'SignInRefusal';
  }
}

export interface FinishSignInDeps {
  table: Pick<Table, 'get' | 'delete' | 'put'>;
  clock: Clock;
  ids: IdGenerator;
  signIns: ConnectedSignIns;
  signInProviders: SignInProviders;
}

/**
 * `POST /api/account/sign-ins/connect`: finishes a connection with the code and state the
 * provider sent back. The state must be one the caller started and still live: it is deleted (on
 * condition that it is still there, so of two requests with it only one goes on) before the code
 * is exchanged, so it works once; another user's, an expired, used or unknown state are refused
 * alike (400). The code is exchanged on the server for the provider's ID token, verified, and its
 * `sub` linked to the caller's account (AdminLinkProviderForUser), which refuses an identity that
 * is someone's already (409). `SignInConnected` in the outbox then mails the account; should it
 * fail to be written, the link is undone, so no connection is ever made unannounced.
 */
export async function finishSignInConnection(
  deps: FinishSignInDeps,
  input: { identity: Identity; code: string; state: string; log?: Pick<Logger, 'error'> },
): Promise<TSignInConnected> {
  requirePasswordSignIn(input.identity);
  const key = signInStateKey(input.state);
  const flow = liveSignInState(
    await deps.table.get(key, { consistent: true }),
    input.identity.sub,
    deps.clock.now(),
  );
  if (!flow) throw badRequest(m.expired);
  try {
    await deps.table.delete(key, {
      exists: true,
      equals: { userId: flow.userId, codeVerifier: flow.codeVerifier },
    });
  } catch (error) {
    // Another request with the same state took it first.
    if (error instanceof ConditionFailed) throw badRequest(m.expired);
    throw error;
  }
  const { provider } = flow;
  if (!deps.signInProviders.client(provider)) throw notConfigured(m.notConfigured(provider));

  const person = await identify(deps.signInProviders, provider, {
    code: input.code,
    codeVerifier: flow.codeVerifier,
    ...(flow.nonce === undefined ? {} : { nonce: flow.nonce }),
  });
  const { username } = input.identity;
  const account = requireNativeAccount(await deps.signIns.read(username));
  if (identityOf(account.identities, provider)) throw conflict(m.alreadyConnected(provider));

  try {
    await deps.signIns.link(username, provider, person.sub);
  } catch (error) {
    if (!(error instanceof SignInTaken)) throw error;
    // Cognito has been seen to refuse a link it made all the same: only a link that is not this
    // account's is refused.
    const now = await deps.signIns.read(username);
    if (!now?.identities.some((linked) => sameIdentity(linked, provider, person.sub)))
      throw conflict(m.taken(provider));
  }

  const at = deps.clock.now();
  const detail: TSignInChanged = {
    changeId: deps.ids.newId(),
    sub: input.identity.sub,
    username,
    provider,
    at: at.toISOString(),
  };
  try {
    await deps.table.put(toOutboxItem(SIGN_IN_CONNECTED, detail.changeId, detail, at));
  } catch (error) {
    await deps.signIns.unlink(provider, person.sub).catch((undo: unknown) => {
      input.log?.error('A connected sign-in could not be undone after its notice failed', {
        error: undo,
        provider,
      });
    });
    throw error;
  }
  return { provider, connectedAt: detail.at };
}

/** The provider's verified identity, or a refusal in plain words. */
async function identify(
  providers: SignInProviders,
  provider: TSignInProvider,
  input: { code: string; codeVerifier: string; nonce?: string },
) {
  try {
    return await providers.identify(provider, input);
  } catch (error) {
    if (!(error instanceof SignInProviderError)) throw error;
    // The provider answered (and refused, or its token did not verify); no answer at all: it
    // could not be reached.
    throw new SignInRefusal(
      error.status === undefined ? m.unreachable(provider) : m.refused(provider),
      error,
    );
  }
}
