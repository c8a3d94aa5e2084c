import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { ownLoopbackAddress } from './loopback-address';
import { readLatestCode } from './outbox';
import type { StackInfo } from './stack';

/** A pool user; `totpSecret` once they have an authenticator app (sign-in then asks its code). */
export interface PoolUser {
  email: string;
  password: string;
  totpSecret?: string;
}

type CognitoTarget = Pick<StackInfo, 'cognito' | 'region'>;

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export interface Caller {
  /** The verified sub, for signed-in callers. */
  sub?: string;
  /** The access token it sends, for signed-in callers. */
  accessToken?: string;
  /**
   * One API call. A `body` is sent as JSON; `raw` is sent as is (malformed JSON), both with
   * `content-type: application/json`.
   */
  call<T = unknown>(
    method: string,
    path: string,
    init?: { body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** The same call without a body, answering the whole `Response` (headers, cookies). */
  fetch(method: string, path: string): Promise<Response>;
}

export function cognitoOf(stack: CognitoTarget) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: stack.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** One HTTP exchange, sent from `localAddress` when given (a loopback address of the caller's own). */
function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; localAddress?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { 'content-length': Buffer.byteLength(init.body) }),
        },
        ...(init.localAddress ? { localAddress: init.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

function callerFor(stack: StackInfo, accessToken?: string, localAddress?: string): Caller {
  return {
    ...(accessToken ? { sub: String(decodeJwt(accessToken).sub), accessToken } : {}),
    async call<T>(
      method: string,
      path: string,
      init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const payload = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await exchange(`${stack.apiUrl}${path}`, {
        method,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
        ...(localAddress ? { localAddress } : {}),
      });
      return { status: res.status, body: (res.text ? JSON.parse(res.text) : undefined) as T };
    },
    fetch(method: string, path: string) {
      const headers: Record<string, string> = {};
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      return fetch(`${stack.apiUrl}${path}`, { method, headers });
    },
  };
}

/**
 * The authenticator app's current code. cognito-local accepts a code again within its window
 * (Cognito refuses a reused one), so API tests may sign in several times in the same 30 s.
 */
export const totpCode = (secret: string): string =>
  new TOTP({ secret, digits: 6, period: 30 }).generate();

/** Signs in as the SPA does locally (USER_PASSWORD_AUTH), answering the TOTP step if asked. */
export async function signInTokens(
  stack: CognitoTarget,
  user: PoolUser,
): Promise<{ accessToken: string; idToken: string }> {
  const cognito = cognitoOf(stack);
  try {
    let answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      if (!user.totpSecret) throw new Error(`${user.email} has TOTP on: pass its secret`);
      answer = await cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: stack.cognito.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: answer.Session,
          ChallengeResponses: {
            USERNAME: user.email,
            SOFTWARE_TOKEN_MFA_CODE: totpCode(user.totpSecret),
          },
        }),
      );
    }
    const tokens = answer.AuthenticationResult;
    if (!tokens?.AccessToken || !tokens.IdToken) {
      throw new Error(`no tokens for ${user.email} (${answer.ChallengeName ?? 'no challenge'})`);
    }
    return { accessToken: tokens.AccessToken, idToken: tokens.IdToken };
  } finally {
    cognito.destroy();
  }
}

const accessTokenOf = async (stack: CognitoTarget, user: PoolUser) =>
  (await signInTokens(stack, user)).accessToken;

/**
 * Adds an authenticator app as the web's Account Security does (associate, verify the first
 * code, make TOTP the sign-in factor) and answers its secret.
 */
export async function enrolTotp(stack: CognitoTarget, user: PoolUser): Promise<string> {
  const accessToken = await accessTokenOf(stack, user);
  const cognito = cognitoOf(stack);
  try {
    const { SecretCode: secret } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    if (!secret) throw new Error(`no TOTP secret for ${user.email}`);
    await cognito.send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: totpCode(secret),
        FriendlyDeviceName: 'Authenticator App',
      }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  } finally {
    cognito.destroy();
  }
}

/** The seeded administrator, whose authenticator app the test stack added (`startStack`). */
export const adminUser = (stack: StackInfo): PoolUser => ({
  email: stack.adminEmail,
  password: stack.adminPassword,
  totpSecret: stack.adminTotpSecret,
});

/**
 * A visitor without an account, calling from a loopback address of their own: anonymous bookings
 * are capped per source address across the whole stack, so each test's visitors neither spend
 * the other tests' allowance nor are refused for theirs.
 */
export const anonymousCaller = (stack: StackInfo): Caller =>
  anonymousCallerFrom(stack, ownLoopbackAddress());

/** A visitor without an account calling from `source`, a loopback address (127.x.y.z). */
export const anonymousCallerFrom = (stack: StackInfo, source: string): Caller =>
  callerFor(stack, undefined, source);

/** The seeded administrator, signed in with password and code. */
export async function adminCaller(stack: StackInfo): Promise<Caller> {
  return callerFor(stack, await accessTokenOf(stack, adminUser(stack)));
}

/** A confirmed user outside the admin group, e.g. `owner-1a2b3c4d@example.com` for "owner". */
export async function createUser(
  stack: StackInfo,
  label: string,
): Promise<{ email: string; password: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Str0ng!pass';
  const cognito = cognitoOf(stack);
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(
    new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
  );
  return { email, password };
}

/**
 * A user signed up and confirmed with the code mailed to them, as the web does, which verifies
 * the address (`createUser` has an administrator confirm the user instead).
 */
export async function signUpVerified(stack: StackInfo, label: string): Promise<PoolUser> {
  const user = {
    email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Str0ng!pass',
  };
  const cognito = cognitoOf(stack);
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [{ Name: 'email', Value: user.email }],
      }),
    );
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: user.email,
        ConfirmationCode: await readLatestCode(stack.outboxDir, user.email),
      }),
    );
  } finally {
    cognito.destroy();
  }
  return user;
}

/**
 * Puts an existing user into the `admin` group, as an operator would in the console. Tokens
 * issued afterwards carry the group; the user has no authenticator app until they add one.
 */
export async function makeAdmin(stack: StackInfo, email: string): Promise<void> {
  const cognito = cognitoOf(stack);
  try {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: stack.cognito.userPoolId,
        Username: email,
        GroupName: 'admin',
      }),
    );
  } finally {
    cognito.destroy();
  }
}

/** An existing user, signed in (e.g. one a browser test also signs in as). */
export async function signedInCaller(stack: StackInfo, user: PoolUser): Promise<Caller> {
  return callerFor(stack, await accessTokenOf(stack, user));
}

/** A caller sending this access token (e.g. one a test signed itself). */
export const tokenCaller = (stack: StackInfo, accessToken: string): Caller =>
  callerFor(stack, accessToken);

/** A fresh, confirmed user outside the admin group, signed in. */
export async function userCaller(stack: StackInfo): Promise<Caller> {
  return callerFor(stack, await accessTokenOf(stack, await createUser(stack, 'user')));
}

/** Two fresh users and the seeded administrator, signed in side by side. */
export const twoUsersAndAdmin = (stack: StackInfo): Promise<[Caller, Caller, Caller]> =>
  Promise.all([userCaller(stack), userCaller(stack), adminCaller(stack)]);
