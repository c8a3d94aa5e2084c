import * as z from 'zod';

/**
 * The environment every Lambda reads. The CDK stacks set these in AWS; the local launcher sets the
 * same names (plus the endpoints of the local stand-ins). Nothing else in `lambdas/` reads
 * `process.env`.
 */
export const ZLambdaEnv = z.object({
  AWS_REGION: z.string().default('eu-west-2'),
  TABLE_NAME: z.string().min(1),
  DOCUMENTS_BUCKET: z.string().min(1),
  PHOTOS_BUCKET: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1),
  /** The Cognito user pool, for looking up a user's e-mail by sub (access tokens carry no e-mail). */
  USER_POOL_ID: z.string().min(1),
  MAIL_FROM: z.string().email(),
  /** Public origin of the web app, used in e-mail links and OAuth redirects. */
  APP_ORIGIN: z.string().url(),
  /** Local stand-ins only: endpoints of DynamoDB Local and s3rver. Absent in AWS. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  /** Local only: the launcher's in-process bus, which speaks the PutEvents protocol. */
  EVENTBRIDGE_ENDPOINT: z.string().url().optional(),
  /** Local only: cognito-local. */
  COGNITO_ENDPOINT: z.string().url().optional(),
  /** Local only: the mailer writes `.eml` files here instead of calling SES. */
  OUTBOX_DIR: z.string().optional(),
  /**
   * The WebSocket API's management (`@connections`) endpoint: `https://<api>.execute-api.<region>.
   * amazonaws.com/<stage>` in AWS, the launcher's `/_local/ws` locally. Only the ticker stream
   * consumer, which pushes to connections, has it.
   */
  WS_MANAGEMENT_ENDPOINT: z.string().url().optional(),
});
export type TLambdaEnv = z.infer<typeof ZLambdaEnv>;

/**
 * What the realtime functions (WebSocket `$connect`/`$disconnect`, the ticker stream consumer)
 * read: only the table and the push endpoint, so their stack needs no other resource's name.
 */
export const ZRealtimeEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  TABLE_NAME: true,
  DYNAMODB_ENDPOINT: true,
  WS_MANAGEMENT_ENDPOINT: true,
});
export type TRealtimeEnv = z.infer<typeof ZRealtimeEnv>;

let cached: TLambdaEnv | undefined;
let cachedRealtime: TRealtimeEnv | undefined;
export function lambdaEnv(): TLambdaEnv {
  cached ??= ZLambdaEnv.parse(process.env);
  return cached;
}
export function realtimeEnv(): TRealtimeEnv {
  cachedRealtime ??= ZRealtimeEnv.parse(process.env);
  return cachedRealtime;
}
/** Tests and the local launcher change the environment between stacks. */
export function resetLambdaEnv() {
  cached = undefined;
  cachedRealtime = undefined;
}
