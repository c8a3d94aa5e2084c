import * as z from 'zod';

/**
 * Every environment variable a Lambda may read. No function reads them all: each port's factory
 * (`lambdas/deps/*.ts`) picks its own slice and reads it when the port is first used, so a
 * function is given only the names of what it touches. The CDK stacks set them in AWS; the local
 * launcher sets them all (plus the endpoints of the local stand-ins). Nothing else in `lambdas/`
 * reads `process.env`; the function's credentials are not listed, as the SDK clients find them
 * through their own provider chain.
 */
export const ZLambdaEnv = z.object({
  /** Set by Lambda itself in AWS. */
  AWS_REGION: z.string().default('eu-west-2'),
  TABLE_NAME: z.string().min(1),
  DOCUMENTS_BUCKET: z.string().min(1),
  PHOTOS_BUCKET: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1),
  /** The Cognito user pool, for looking up a user's e-mail by sub (access tokens carry no e-mail). */
  USER_POOL_ID: z.string().min(1),
  MAIL_FROM: z.string().email(),
  /**
   * Public origin of the web app, for links in e-mails and OAuth redirects. Read by the links
   * port (`lambdas/deps/links.ts`); a function gets it with the `appOrigin` right.
   */
  APP_ORIGIN: z.string().url(),
  /**
   * The secret CloudFront adds to every request it forwards to the HTTP API (header
   * `x-origin-verify`): with it set, a request that did not come through the site's edge is
   * refused. Absent locally, where the API server is the edge.
   */
  ORIGIN_VERIFY: z.string().min(16).optional(),
  /** Local stand-ins only: endpoints of DynamoDB Local and s3rver. Absent in AWS. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  /** Local only: the launcher's in-process bus, which speaks the PutEvents protocol. */
  EVENTBRIDGE_ENDPOINT: z.string().url().optional(),
  /** Local only: the launcher's Invoke endpoint, which runs the invoked functions in process. */
  LAMBDA_ENDPOINT: z.string().url().optional(),
  /**
   * The names of the functions an anonymous function invokes (`lambdas/events/invocations.ts`):
   * the public page's refresh and the calendar OAuth's finish. Only their callers have them.
   */
  CALENDAR_REFRESH_FUNCTION: z.string().min(1),
  CALENDAR_CONSENT_FUNCTION: z.string().min(1),
  /** Local only: cognito-local. */
  COGNITO_ENDPOINT: z.string().url().optional(),
  /**
   * The pool's server-side client whose only flow is ADMIN_USER_PASSWORD_AUTH: the recovery
   * sign-in checks a password with it (`accountSecurity` right), never finishing the sign-in.
   */
  RECOVERY_CLIENT_ID: z.string().min(1),
  /** Local only: the mailer writes `.eml` files here instead of calling SES. */
  OUTBOX_DIR: z.string().optional(),
  /**
   * The WebSocket API's management (`@connections`) endpoint: `https://<api>.execute-api.<region>.
   * amazonaws.com/<stage>` in AWS, the launcher's `/_local/ws` locally. Only functions that push
   * to connections have it.
   */
  WS_MANAGEMENT_ENDPOINT: z.string().url(),
  /**
   * The origins (comma-separated) whose pages may open the WebSocket: the app's public origin in
   * AWS; locally the web server's addresses. Read by `$connect` only.
   */
  WS_ALLOWED_ORIGINS: z.string().min(1),
  /**
   * The key that encrypts stored OAuth refresh tokens: a KMS key ARN in AWS; on the local stack
   * `local:<base64 of 32 bytes>` (AES-256-GCM in process). Read by the token cipher port.
   */
  TOKEN_KEY: z.string().min(1),
  /**
   * The identity that signs sealed documents (PKCS#12 and passphrase as JSON): the Secrets
   * Manager secret's name in AWS; `file:<path>` on the local stack, which makes a self-signed
   * one on first start. Read by the signing certificate port.
   */
  SIGNING_CERTIFICATE: z.string().min(1),
  /**
   * Calendar OAuth clients (Google Calendar API, Microsoft Graph), read by the calendar
   * providers port. A provider without a client id and a secret is "not configured". In AWS the
   * secret comes from Secrets Manager by name (`*_CLIENT_SECRET_NAME`); locally it may be given
   * as is (`*_CLIENT_SECRET`). The endpoints default to the real ones; tests point them at fakes.
   */
  GOOGLE_CALENDAR_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CALENDAR_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CALENDAR_CLIENT_SECRET_NAME: z.string().min(1).optional(),
  GOOGLE_CALENDAR_AUTH_URL: z.string().url().optional(),
  GOOGLE_CALENDAR_TOKEN_URL: z.string().url().optional(),
  GOOGLE_CALENDAR_API_URL: z.string().url().optional(),
  MICROSOFT_CALENDAR_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CALENDAR_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_CALENDAR_CLIENT_SECRET_NAME: z.string().min(1).optional(),
  MICROSOFT_CALENDAR_AUTH_URL: z.string().url().optional(),
  MICROSOFT_CALENDAR_TOKEN_URL: z.string().url().optional(),
  MICROSOFT_CALENDAR_API_URL: z.string().url().optional(),
});

/** The calendar provider variables that stay unset unless a deployment configures them. */
export const calendarProviderVariables = [
  'GOOGLE_CALENDAR_CLIENT_ID',
  'GOOGLE_CALENDAR_CLIENT_SECRET',
  'GOOGLE_CALENDAR_CLIENT_SECRET_NAME',
  'GOOGLE_CALENDAR_AUTH_URL',
  'GOOGLE_CALENDAR_TOKEN_URL',
  'GOOGLE_CALENDAR_API_URL',
  'MICROSOFT_CALENDAR_CLIENT_ID',
  'MICROSOFT_CALENDAR_CLIENT_SECRET',
  'MICROSOFT_CALENDAR_CLIENT_SECRET_NAME',
  'MICROSOFT_CALENDAR_AUTH_URL',
  'MICROSOFT_CALENDAR_TOKEN_URL',
  'MICROSOFT_CALENDAR_API_URL',
] as const satisfies readonly (keyof z.infer<typeof ZLambdaEnv>)[];
export type TLambdaEnv = z.infer<typeof ZLambdaEnv>;

type Source = Record<string, string | undefined>;

/**
 * One port's variables, read when that port is first built. A missing or malformed variable
 * fails with its name and the port's, e.g. "The documents port cannot be built:
 * DOCUMENTS_BUCKET is not set", instead of failing every function that never uses documents.
 */
export function readEnv<S extends z.ZodObject>(
  port: string,
  slice: S,
  source: Source = process.env,
): z.output<S> {
  const parsed = slice.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    return source[name] === undefined
      ? `${name} is not set`
      : `${name} is invalid (${issue.message})`;
  });
  throw new Error(`The ${port} port cannot be built: ${problems.join('; ')}`);
}
