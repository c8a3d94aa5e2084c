import type { TLambdaEnv } from '../../config/env';
import { awsJsonOperations, type JsonFields } from '../signed-http/aws-json';
import { credentialsOf, type CredentialsVariables } from '../signed-http/credentials';

/** What reading a secret needs: the region and the function's credentials. */
export type SecretsEnv = Pick<TLambdaEnv, 'AWS_REGION'> & CredentialsVariables;

export type SecretsCall = (operation: 'GetSecretValue', input: JsonFields) => Promise<JsonFields>;

/**
 * Secrets Manager's API (`awsJson1_1`) as signed requests, not through the SDK client
 * (docs/decisions.md, "The table speaks DynamoDB's protocol itself").
 */
export function createSecretsApi(
  env: SecretsEnv,
  /** Absent: the region's. */
  endpoint?: string,
): SecretsCall {
  return awsJsonOperations({
    service: 'secretsmanager',
    region: env.AWS_REGION,
    endpoint,
    credentials: credentialsOf(env, 'secrets'),
    targetPrefix: 'secretsmanager',
    version: '1.1',
  });
}

/** The string held by the secret `name`; fails when it holds none. */
export async function secretStringOf(api: SecretsCall, name: string): Promise<string> {
  const out = await api('GetSecretValue', { SecretId: name });
  if (typeof out.SecretString !== 'string' || !out.SecretString) {
    throw new Error(`Secret ${name} holds no string`);
  }
  return out.SecretString;
}

/** One connection per region and container. */
const apis = new Map<string, SecretsCall>();

/** The string held by the Secrets Manager secret `name`, in the function's region. */
export function readSecretString(env: SecretsEnv, name: string): Promise<string> {
  let api = apis.get(env.AWS_REGION);
  if (!api) apis.set(env.AWS_REGION, (api = createSecretsApi(env)));
  return secretStringOf(api, name);
}
