import { readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LOCAL_FILE_PREFIX } from '../lambdas/adapters/signing-certificate/signing-certificate';
import { createSelfSignedIdentity } from '../lambdas/adapters/signing-certificate/self-signed';
import { calendarProviderVariables, ZLambdaEnv, type TLambdaEnv } from '../lambdas/config/env';
import {
  linkedInVariables,
  ZLinkedInEnv,
  type LinkedInEnv,
} from '../lambdas/adapters/linkedin/settings';
import {
  signInProviderVariables,
  ZSignInProviderEnv,
  type SignInProviderEnv,
} from '../lambdas/adapters/sign-in-providers/settings';
import { resetDeps } from '../lambdas/deps/define-deps';
import { invocationOf } from '../lambdas/events/invocations';
import { localConfig } from './config';
import { lambdaInvokePath } from './lambda/invoke-endpoint';
import { wsManagementPath } from './realtime/ws-hub';

export interface LambdaEnvInput {
  tableName: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  apiUrl: string;
  outboxDir: string;
  appOrigin: string;
  /** Other addresses of the same web server (127.0.0.1 next to localhost): their pages connect too. */
  extraWebOrigins?: string[];
  userPoolId: string;
  /** The pool's server-side client of the recovery sign-in. */
  recoveryClientId: string;
  cognitoEndpoint: string;
  /** `local:<base64>`: the AES-256-GCM key of stored refresh tokens (see `localTokenKey`). */
  tokenKey: string;
  /** `file:<path>`: the self-signed identity that signs sealed documents (`localSigningCertificate`). */
  signingCertificate: string;
  /** Calendar provider settings (client ids, secrets, endpoints); unset providers stay off. */
  calendarProviders?: CalendarProviderEnv;
  /** LinkedIn's client ("Quick Fill with LinkedIn": id, secret, endpoints); unset: off. */
  linkedIn?: LinkedInEnv;
  /** The pool's provider clients for "Connected sign-ins" (ids, secrets, endpoints); unset: off. */
  signInProviders?: SignInProviderEnv;
}

export type CalendarProviderVariable = (typeof calendarProviderVariables)[number];
export type CalendarProviderEnv = Partial<Record<CalendarProviderVariable, string>>;

/** The calendar provider variables set in `source` (a developer's shell for `npm start`). */
export function calendarProviderEnv(source: NodeJS.ProcessEnv): CalendarProviderEnv {
  return Object.fromEntries(
    calendarProviderVariables.flatMap((name) => (source[name] ? [[name, source[name]]] : [])),
  );
}

export type { LinkedInEnv };

/** The LinkedIn variables set in `source` (LINKEDIN_CLIENT_ID / _SECRET for `npm start`). */
export function linkedInEnv(source: NodeJS.ProcessEnv): LinkedInEnv {
  return Object.fromEntries(
    linkedInVariables.flatMap((name) => (source[name] ? [[name, source[name]]] : [])),
  );
}

export type { SignInProviderEnv };

/** The sign-in provider variables set in `source` (GOOGLE_SIGN_IN_CLIENT_ID … for `npm start`). */
export function signInProviderEnv(source: NodeJS.ProcessEnv): SignInProviderEnv {
  return Object.fromEntries(
    signInProviderVariables.flatMap((name) => (source[name] ? [[name, source[name]]] : [])),
  );
}

/**
 * The local key that encrypts refresh tokens: made once per data folder and kept in it, so
 * connections made before a restart still sync after it.
 */
export async function localTokenKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'token-key');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return `local:${existing.trim()}`;
  const key = randomBytes(32).toString('base64');
  await writeFile(file, key, { mode: 0o600 });
  return `local:${key}`;
}

/**
 * The identity that signs sealed documents on this machine: a self-signed certificate made on
 * first start and kept in the data folder, so documents sealed before a restart still verify
 * against the same certificate after it.
 */
export async function localSigningCertificate(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'signing-certificate.json');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (!existing?.trim()) {
    const identity = createSelfSignedIdentity({
      commonName: 'vCISO Hub (local)',
      organization: 'vCISO Hub',
    });
    await writeFile(file, JSON.stringify(identity), { mode: 0o600 });
  }
  return `${LOCAL_FILE_PREFIX}${file}`;
}

/**
 * Every variable any Lambda reads, pointed at the local stand-ins. As in AWS, each function's
 * processes keep only the names its ports read (`lambda-runtime.ts`); the launcher's own process,
 * where tests call services directly, gets them all.
 */
export function buildLambdaEnv(input: LambdaEnvInput): Record<string, string> {
  // No ORIGIN_VERIFY: here the API server is the edge, so nothing is refused for missing it.
  const env: Required<{
    [K in keyof Omit<TLambdaEnv, CalendarProviderVariable | 'ORIGIN_VERIFY'>]: string;
  }> &
    CalendarProviderEnv &
    LinkedInEnv &
    SignInProviderEnv = {
    AWS_REGION: localConfig.region,
    TABLE_NAME: input.tableName,
    DOCUMENTS_BUCKET: localConfig.documentsBucket,
    PHOTOS_BUCKET: localConfig.photosBucket,
    EVENT_BUS_NAME: localConfig.eventBusName,
    USER_POOL_ID: input.userPoolId,
    RECOVERY_CLIENT_ID: input.recoveryClientId,
    MAIL_FROM: localConfig.mailFrom,
    APP_ORIGIN: input.appOrigin,
    DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
    S3_ENDPOINT: input.s3Endpoint,
    EVENTBRIDGE_ENDPOINT: `${input.apiUrl}/_local/eventbridge`,
    // The launcher's Lambda Invoke, which runs an invoked function by its consumer's name.
    LAMBDA_ENDPOINT: `${input.apiUrl}${lambdaInvokePath}`,
    CALENDAR_REFRESH_FUNCTION: invocationOf('calendar-refresh').consumer,
    CALENDAR_CONSENT_FUNCTION: invocationOf('calendar-consent').consumer,
    OUTBOX_DIR: input.outboxDir,
    COGNITO_ENDPOINT: input.cognitoEndpoint,
    // The API server's stand-in for the WebSocket stage's `@connections` API.
    WS_MANAGEMENT_ENDPOINT: `${input.apiUrl}${wsManagementPath}`,
    // The pages that may open `/ws`: the web server's, as the stage allows only the app's origin.
    WS_ALLOWED_ORIGINS: [...new Set([input.appOrigin, ...(input.extraWebOrigins ?? [])])].join(','),
    TOKEN_KEY: input.tokenKey,
    SIGNING_CERTIFICATE: input.signingCertificate,
    ...input.calendarProviders,
    ...input.linkedIn,
    ...input.signInProviders,
  };
  // Fail here, at start-up, rather than in the first request that uses the faulty port.
  ZLambdaEnv.parse(env);
  ZLinkedInEnv.parse(env);
  ZSignInProviderEnv.parse(env);
  return {
    ...env,
    // For the SDK clients' provider chain. Dummy keys: the stand-ins accept any (the `@connections`
    // stand-in checks signatures made with these), and the developer's own must not leak into
    // local calls.
    AWS_ACCESS_KEY_ID: localConfig.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localConfig.credentials.secretAccessKey,
    AWS_DEFAULT_REGION: localConfig.region,
    // Each function's processes are given their own (as lib/constructs/api-function.ts does);
    // this one is for code run in the launcher's or a test's process.
    POWERTOOLS_SERVICE_NAME: 'vciso-hub-local',
    // Powertools traces only inside Lambda; said outright, so nothing local ever looks for an
    // X-Ray daemon.
    POWERTOOLS_TRACE_ENABLED: 'false',
    // The SDK's notice about Node 20 support ending in 2027 would repeat on every start.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * The Lambda environment for code that runs in this process (tests and benches calling services
 * or handlers directly; the functions themselves run in their own processes). A profile or real
 * keys from the developer's shell must not leak into local calls, hence the explicit dummy keys.
 * Ports already built (by an earlier stack in the same process) are dropped, so they re-read it;
 * the SDK clients stay the process's own, built once (`adapters/process-client.ts`), so the
 * services called in-process reach the first stack whose environment they were built with.
 */
export function applyLambdaEnv(env: Record<string, string>): void {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, env);
  resetDeps();
}
