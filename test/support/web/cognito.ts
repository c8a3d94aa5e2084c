import { http, HttpResponse } from 'msw';
import { signIn as amplifySignIn } from 'aws-amplify/auth';
import type { TWebConfig } from '@contracts/config/web-config';
import { configureAuth } from '@/features/auth/configure-auth';
import type { SessionUser } from '@/features/auth/session';
import { server } from './server';
import { signIn, TEST_USER } from './session';
import { loadConfig, testConfig } from './config';

/*
 * Cognito's user pool API as the browser speaks it (JSON over POST, the operation named in
 * `x-amz-target`), answered at the fetch boundary at the local stack's endpoint. Amplify runs for
 * real against it: it signs in, keeps its tokens, refreshes them and calls the self-service
 * operations, so a test reads which operations a screen asked of Cognito, and with what.
 */
const config = testConfig();
export const COGNITO_ENDPOINT = `${config.userPoolEndpoint}/`;

/** One call a screen made to Cognito: its operation and its JSON body. */
export interface CognitoCall {
  op: string;
  body: Record<string, unknown>;
}

/** A refusal as Cognito answers it, e.g. `CodeMismatchException`. */
export class CognitoRefusal extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Operation = (body: Record<string, unknown>) => unknown;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT of the pool: Amplify reads its claims and expiry, and checks no signature. */
function token(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `${config.userPoolEndpoint}/${config.userPoolId}`,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'RS256', kid: 'test' })}.${base64url(payload)}.signature`;
}

/** The tokens Cognito hands `user` on a completed sign-in (a refresh gives no new refresh token). */
export function tokensFor(user: Pick<SessionUser, 'sub' | 'email'>, refresh = true) {
  return {
    AccessToken: token({
      sub: user.sub,
      username: user.sub,
      client_id: config.userPoolClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    }),
    IdToken: token({
      sub: user.sub,
      email: user.email,
      email_verified: true,
      'cognito:username': user.sub,
      aud: config.userPoolClientId,
      token_use: 'id',
    }),
    ...(refresh && { RefreshToken: `refresh-${user.sub}` }),
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  };
}

/**
 * Cognito answers each operation by `operations`, else as a pool with `user` and no MFA would:
 * sign-in with the password, refresh, `GetUser`, `RevokeToken`. An operation neither knows fails
 * the test. Returns every call, in order.
 */
export function fakeCognito(
  user: Pick<SessionUser, 'sub' | 'email'> = TEST_USER,
  operations: Record<string, Operation> = {},
): CognitoCall[] {
  const calls: CognitoCall[] = [];
  const defaults: Record<string, Operation> = {
    InitiateAuth: (body) => ({
      AuthenticationResult: tokensFor(user, body.AuthFlow !== 'REFRESH_TOKEN_AUTH'),
      ChallengeParameters: {},
    }),
    GetUser: () => ({
      Username: user.sub,
      UserAttributes: [
        { Name: 'sub', Value: user.sub },
        { Name: 'email', Value: user.email },
      ],
      UserMFASettingList: [],
    }),
    RevokeToken: () => ({}),
  };
  server.use(
    http.post(COGNITO_ENDPOINT, async ({ request }) => {
      const op = (request.headers.get('x-amz-target') ?? '').split('.').pop() ?? '';
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ op, body });
      const answer = operations[op] ?? defaults[op];
      if (!answer) throw new Error(`The Cognito fake has no ${op}`);
      try {
        return HttpResponse.json(answer(body) ?? {}, {
          headers: { 'content-type': 'application/x-amz-json-1.1' },
        });
      } catch (error) {
        if (!(error instanceof CognitoRefusal)) throw error;
        return HttpResponse.json(
          { __type: error.type, message: error.message },
          { status: 400, headers: { 'x-amzn-errortype': error.type } },
        );
      }
    }),
  );
  return calls;
}

/**
 * Starts Amplify as the app does (`/config.json` loaded, then `configureAuth`) and signs `user` in
 * with their password through `fakeCognito`, then signs the test's session in as them. The
 * returned calls go on recording what the screen asks of Cognito (the sign-in's own are dropped);
 * a later `fakeCognito` answers in its place.
 */
export async function signInWithCognito(
  user: Partial<SessionUser> = {},
  over: Partial<TWebConfig> = {},
): Promise<CognitoCall[]> {
  const signedIn = { ...TEST_USER, ...user };
  const calls = fakeCognito(signedIn);
  configureAuth(await loadConfig(over));
  await amplifySignIn({
    username: signedIn.email,
    password: 'Str0ng!pass',
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  calls.length = 0;
  // The test's session, and the API client's token, as the app's session would give them.
  signIn(signedIn);
  return calls;
}
