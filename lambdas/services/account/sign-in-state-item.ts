import { ZSignInProvider, type TSignInProvider } from '@contracts/account/connected-sign-ins';
import { signInStateKeys } from '../../keys/sign-in-state';
import type { TableItem, TableKey } from '../../ports/table';

/** How long the user has to finish the provider's sign-in screen. */
export const SIGN_IN_STATE_TTL_SECONDS = 10 * 60;

export const signInStateKey = (state: string): TableKey => signInStateKeys.key({ state });

export interface SignInFlow {
  /** The sub of the user who started it: only they may finish it. */
  userId: string;
  provider: TSignInProvider;
  codeVerifier: string;
  /** Sent to the provider and expected back in its ID token, for providers that take one. */
  nonce?: string;
}

export interface SignInStateItem extends TableItem, SignInFlow {
  /** Epoch seconds: DynamoDB's TTL, and refused on read after it (TTL deletes run late). */
  ttl: number;
}

export function toSignInStateItem(state: string, flow: SignInFlow, now: Date): SignInStateItem {
  return {
    ...signInStateKey(state),
    ...flow,
    ttl: Math.floor(now.getTime() / 1000) + SIGN_IN_STATE_TTL_SECONDS,
  };
}

/** The stored flow, if the item is one, is still live, and was started by `sub`. */
export function liveSignInState(
  item: TableItem | undefined,
  sub: string,
  now: Date,
): SignInStateItem | undefined {
  const s = item as Partial<SignInStateItem> | undefined;
  if (
    !s ||
    typeof s.userId !== 'string' ||
    typeof s.codeVerifier !== 'string' ||
    typeof s.ttl !== 'number' ||
    !ZSignInProvider.safeParse(s.provider).success ||
    (s.nonce !== undefined && typeof s.nonce !== 'string')
  )
    return undefined;
  if (s.ttl * 1000 <= now.getTime() || s.userId !== sub) return undefined;
  return s as SignInStateItem;
}
