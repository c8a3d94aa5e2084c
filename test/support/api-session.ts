import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import type { StackInfo } from './stack';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export interface Caller {
  /** The verified sub, for signed-in callers. */
  sub?: string;
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

function cognitoOf(stack: StackInfo) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: stack.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function callerFor(stack: StackInfo, accessToken?: string): Caller {
  return {
    ...(accessToken ? { sub: String(decodeJwt(accessToken).sub) } : {}),
    async call<T>(
      method: string,
      path: string,
      init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const payload = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${stack.apiUrl}${path}`, { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    fetch(method: string, path: string) {
      const headers: Record<string, string> = {};
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      return fetch(`${stack.apiUrl}${path}`, { method, headers });
    },
  };
}

async function accessTokenOf(stack: StackInfo, email: string, password: string): Promise<string> {
  const { AuthenticationResult: tokens } = await cognitoOf(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!tokens?.AccessToken) throw new Error(`no access token for ${email}`);
  return tokens.AccessToken;
}

export const anonymousCaller = (stack: StackInfo): Caller => callerFor(stack);

/** The seeded administrator, signed in. */
export async function adminCaller(stack: StackInfo): Promise<Caller> {
  return callerFor(stack, await accessTokenOf(stack, stack.adminEmail, stack.adminPassword));
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

/** An existing user, signed in (e.g. one a browser test also signs in as). */
export async function signedInCaller(
  stack: StackInfo,
  user: { email: string; password: string },
): Promise<Caller> {
  return callerFor(stack, await accessTokenOf(stack, user.email, user.password));
}

/** A fresh, confirmed user outside the admin group, signed in. */
export async function userCaller(stack: StackInfo): Promise<Caller> {
  const { email, password } = await createUser(stack, 'user');
  return callerFor(stack, await accessTokenOf(stack, email, password));
}
