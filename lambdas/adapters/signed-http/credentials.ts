import type * as z from 'zod';
import type { ZLambdaEnv } from '../../config/env';
import type { AwsCredentials } from './signed-sender';

/** The function's own credentials, as Lambda puts them in its environment. */
export const credentialsEnv = {
  AWS_ACCESS_KEY_ID: true,
  AWS_SECRET_ACCESS_KEY: true,
  AWS_SESSION_TOKEN: true,
} as const;

export type CredentialsVariables = z.output<
  ReturnType<typeof ZLambdaEnv.pick<typeof credentialsEnv>>
>;

/**
 * For adapters that sign their own requests: the credentials, or a clear failure naming the port
 * when Lambda (or the local launcher) did not set them.
 */
export function credentialsOf(env: CredentialsVariables, port: string): AwsCredentials {
  if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
    throw new Error(
      `The ${port} port cannot be built: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set`,
    );
  }
  return {
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
    ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
  };
}
