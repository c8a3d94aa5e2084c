import { Amplify, createAmplifyContext } from 'aws-amplify';
import {
  createAWSCredentialsAndIdentityIdProvider,
  createUserPoolsTokenProvider,
} from 'aws-amplify/adapter-core';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { ConsoleLogger, type KeyValueStorageInterface } from 'aws-amplify/utils';
import { removeTotpMessages } from '@contracts/auth/change-email';
import { webConfig } from '@/config/web-config';
import { forgetReturnPath, rememberReturn } from '@/features/auth/return-to';
import { ReauthError } from '../lib/account-errors';

/** Tokens of the check live here only, never beside the page's session in local storage. */
class MemoryStorage implements KeyValueStorageInterface {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
    return Promise.resolve();
  }
  getItem(key: string) {
    return Promise.resolve(this.items.get(key) ?? null);
  }
  removeItem(key: string) {
    this.items.delete(key);
    return Promise.resolve();
  }
  clear() {
    this.items.clear();
    return Promise.resolve();
  }
  refreshToken(): string | undefined {
    for (const [key, value] of this.items) if (key.endsWith('.refreshToken')) return value;
    return undefined;
  }
}

interface PoolConfig {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

/**
 * Revokes the check's refresh token (and the access token issued with it), then forgets them:
 * the check leaves no second session behind. Plain `RevokeToken`, because Amplify's `signOut`
 * would announce a sign-out to the whole page. Best effort: the tokens are already unreachable.
 */
async function discard(storage: MemoryStorage, pool: PoolConfig): Promise<void> {
  const token = storage.refreshToken();
  await storage.clear();
  if (!token) return;
  const region = pool.userPoolId.split('_')[0];
  const endpoint = pool.userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com`;
  try {
    await fetch(endpoint.replace(/\/+$/, '') + '/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken',
      },
      body: JSON.stringify({ ClientId: pool.userPoolClientId, Token: token }),
    });
  } catch {
    // See above.
  }
}

/**
 * Proves, through Cognito itself, that whoever is at the screen knows the account's password
 * and holds its authenticator app: a full sign-in (password, then the
 * `CONFIRM_SIGN_IN_WITH_TOTP_CODE` step) in a separate Amplify context whose tokens stay in
 * memory and are revoked at once. Cognito has no call that checks a TOTP code of an enrolled
 * user on its own (docs/decisions.md, "Removing MFA asks for the password and a current code").
 *
 * Amplify announces a completed sign-in on its global Hub even for a local context, and the
 * session follows that event to the "return path" (home by default): the path of this screen is
 * remembered first, so it stays where it is.
 *
 * Throws a `ReauthError` naming the step that failed: `password`, `code`, or `flow` (sign-in
 * asked for no code: the account has no authenticator app).
 */
export async function reauthenticateWithTotp({
  email,
  password,
  code,
}: {
  email: string;
  password: string;
  code: string;
}): Promise<void> {
  const config = Amplify.getConfig();
  const auth = config.Auth;
  const { userPoolId, userPoolClientId, userPoolEndpoint } = auth?.Cognito ?? {};
  if (!auth || !userPoolId || !userPoolClientId)
    throw new ReauthError('flow', undefined, 'Sign-in is not configured.');
  const pool: PoolConfig = { userPoolId, userPoolClientId, userPoolEndpoint };
  const storage = new MemoryStorage();
  // As in configure-auth.ts: locally Amplify warns on every configuration that the endpoint is
  // custom (cognito-local); that is the point, so keep the console quiet for this one call.
  const logLevel = ConsoleLogger.LOG_LEVEL;
  if (userPoolEndpoint) ConsoleLogger.LOG_LEVEL = 'ERROR';
  let ctx;
  try {
    ctx = createAmplifyContext(config, {
      Auth: {
        tokenProvider: createUserPoolsTokenProvider(auth, storage),
        credentialsProvider: createAWSCredentialsAndIdentityIdProvider(auth, storage),
      },
    });
  } finally {
    ConsoleLogger.LOG_LEVEL = logLevel;
  }
  const { pathname, search, hash } = window.location;
  rememberReturn(`${pathname}${search}${hash}`);
  try {
    let first;
    try {
      first = await signIn(ctx, {
        username: email,
        password,
        options: { authFlowType: webConfig().authFlow },
      });
    } catch (error) {
      throw new ReauthError('password', error);
    }
    if (first.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
      throw new ReauthError('flow', undefined, removeTotpMessages.noCodeAsked);
    }
    let done;
    try {
      done = await confirmSignIn(ctx, { challengeResponse: code });
    } catch (error) {
      throw new ReauthError('code', error);
    }
    if (!done.isSignedIn) throw new ReauthError('flow', undefined, removeTotpMessages.noCodeAsked);
  } finally {
    forgetReturnPath();
    await discard(storage, pool);
  }
}
