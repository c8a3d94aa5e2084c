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
});
export type TLambdaEnv = z.infer<typeof ZLambdaEnv>;

let cached: TLambdaEnv | undefined;
export function lambdaEnv(): TLambdaEnv {
  cached ??= ZLambdaEnv.parse(process.env);
  return cached;
}
/** Tests and the local launcher change the environment between stacks. */
export function resetLambdaEnv() {
  cached = undefined;
}
