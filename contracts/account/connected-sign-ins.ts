import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';

/**
 * "Connected sign-ins" (Account Security): the Google, Microsoft and LinkedIn sign-ins that open
 * this account, connected and disconnected by the account's owner while signed in with e-mail
 * and password (and the authenticator code, when the account has one). A connection is an
 * OpenID Connect sign-in at the provider with the user pool's own client for it; the provider's
 * `sub` is then linked to the account in the pool. Each change is mailed to the account.
 */

/** The providers as the user pool names them. */
export const SIGN_IN_PROVIDERS = ['Google', 'Microsoft', 'LinkedIn'] as const;
export const ZSignInProvider = z.enum(SIGN_IN_PROVIDERS);
export type TSignInProvider = z.infer<typeof ZSignInProvider>;

/** The provider in a path (`/api/account/sign-ins/google`), lower case. */
export const SIGN_IN_PROVIDER_SLUGS = {
  google: 'Google',
  microsoft: 'Microsoft',
  linkedin: 'LinkedIn',
} as const satisfies Record<string, TSignInProvider>;
export type TSignInProviderSlug = keyof typeof SIGN_IN_PROVIDER_SLUGS;
export const signInProviderSlug = (provider: TSignInProvider): TSignInProviderSlug =>
  provider.toLowerCase() as TSignInProviderSlug;

export const connectedSignInMessages = {
  passwordRequired:
    'To change your connected sign-ins, sign in with your e-mail and password (and your authenticator code, if you use one).',
  unknownProvider: 'Choose Google, Microsoft or LinkedIn',
  notConfigured: (provider: TSignInProvider) =>
    `Signing in with ${provider} is not configured for this environment.`,
  alreadyConnected: (provider: TSignInProvider) =>
    `${provider} is already connected to your account. Disconnect it first to connect another ${provider} account.`,
  notConnected: (provider: TSignInProvider) => `${provider} is not connected to your account.`,
  expired:
    'This connection request has expired or was already used. Please connect again from Account Security.',
  taken: (provider: TSignInProvider) =>
    `This ${provider} account already signs in to another account here, so it cannot be connected to this one.`,
  refused: (provider: TSignInProvider) =>
    `${provider} did not confirm the sign-in. Please try again.`,
  unreachable: (provider: TSignInProvider) =>
    `${provider} could not be reached. Please try again later.`,
  startFailed: 'Could not start the connection: please try again.',
  code: 'The provider sent no authorization code',
  loadFailed: 'Failed to load your connected sign-ins',
} as const;

/** The path of the web app each provider sends the browser back to. */
export const SIGN_IN_CALLBACK_PATH = '/account/sign-ins/callback';

/** One provider on the Account Security card. */
export const ZConnectedSignIn = z.object({
  provider: ZSignInProvider,
  /** This deployment has the provider's credentials, so it can be connected. */
  available: z.boolean(),
  connected: z.boolean(),
  /** When it was connected (ISO), when the pool says. */
  connectedAt: z.string().nullable(),
});
export type TConnectedSignIn = z.infer<typeof ZConnectedSignIn>;

/** `GET /api/account/sign-ins`. */
export const ZConnectedSignIns = z.object({
  /** The session is the pool's own password sign-in: connecting and disconnecting are allowed. */
  canChange: z.boolean(),
  signIns: z.array(ZConnectedSignIn),
});
export type TConnectedSignIns = z.infer<typeof ZConnectedSignIns>;

/** `POST /api/account/sign-ins/{provider}/authorize`: the provider's sign-in screen. */
export const ZSignInAuthorize = z.object({ url: z.string() });
export type TSignInAuthorize = z.infer<typeof ZSignInAuthorize>;

/** A state as the API makes them (32 random bytes, base64url): anything else is not looked up. */
export const SIGN_IN_STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/account/sign-ins/connect`: what the provider handed the callback page. */
export const ZConnectSignIn = z.object({
  code: requiredTrimmed(connectedSignInMessages.code, 4096, connectedSignInMessages.code),
  state: z.string(connectedSignInMessages.expired).regex(SIGN_IN_STATE_SHAPE, {
    error: connectedSignInMessages.expired,
  }),
});
export type TConnectSignIn = z.input<typeof ZConnectSignIn>;

/** The answer of a finished connection. */
export const ZSignInConnected = z.object({
  provider: ZSignInProvider,
  connectedAt: z.string(),
});
export type TSignInConnected = z.infer<typeof ZSignInConnected>;

/** Path parameters of the provider routes. */
export const ZSignInProviderParams = z.object({
  provider: z.enum(Object.keys(SIGN_IN_PROVIDER_SLUGS) as [TSignInProviderSlug], {
    error: connectedSignInMessages.unknownProvider,
  }),
});

/**
 * A sign-in was connected to, or disconnected from, an account: its consumer mails the account's
 * address once per change (`changeId`).
 */
export const SIGN_IN_CONNECTED = 'SignInConnected';
export const SIGN_IN_DISCONNECTED = 'SignInDisconnected';
export const ZSignInChanged = z.object({
  changeId: z.string(),
  sub: z.string(),
  username: z.string(),
  provider: ZSignInProvider,
  /** When the change was made (ISO). */
  at: z.string(),
});
export type TSignInChanged = z.infer<typeof ZSignInChanged>;
