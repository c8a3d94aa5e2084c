import {
  ZSignInProvider,
  type TConnectSignIn,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';

/** Where connections start and where every provider's return ends: Account Security. */
export const SECURITY_PATH = '/account/security';

/** What the provider sent back to the callback page. */
export type SignInCallback =
  | { kind: 'code'; request: TConnectSignIn }
  /** The person turned the provider's screen down, or the provider sent an error. */
  | { kind: 'cancelled' }
  | { kind: 'broken' };

export const signInReturnMessages = {
  cancelled: 'The connection was cancelled at the provider. Nothing was changed.',
  broken: 'The provider sent no answer we could use. Nothing was changed.',
} as const;

/** The callback's query: a code and state, an OAuth `error`, or neither. */
export function readSignInCallback(search: string): SignInCallback {
  const params = new URLSearchParams(search);
  if (params.get('error')) return { kind: 'cancelled' };
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { kind: 'broken' };
  return { kind: 'code', request: { code, state } };
}

/** How a finished (or failed) connection is handed to Account Security, in the history state. */
export type SignInResult =
  | { kind: 'connected'; provider: TSignInProvider; connectedAt: string }
  | { kind: 'failed'; message: string };

const STATE_KEY = 'signInResult';

export const signInResultState = (result: SignInResult) => ({ [STATE_KEY]: result });

/** The result the callback page left in the history state, if any and well formed. */
export function signInResultOf(state: unknown): SignInResult | undefined {
  const value = (state as Record<string, unknown> | null | undefined)?.[STATE_KEY] as
    Partial<Record<string, unknown>> | undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (
    value.kind === 'connected' &&
    ZSignInProvider.safeParse(value.provider).success &&
    typeof value.connectedAt === 'string'
  )
    return {
      kind: 'connected',
      provider: value.provider as TSignInProvider,
      connectedAt: value.connectedAt,
    };
  if (value.kind === 'failed' && typeof value.message === 'string')
    return { kind: 'failed', message: value.message };
  return undefined;
}

/** The words of a connection's result, as the page and its toast say them. */
export function signInResultText(result: SignInResult): { title: string; description: string } {
  if (result.kind === 'connected')
    return {
      title: `${result.provider} connected`,
      description: `You can now sign in with ${result.provider}. We have e-mailed you about this change.`,
    };
  return { title: 'Could not connect the sign-in', description: result.message };
}
