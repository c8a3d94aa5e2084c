import type { TLambdaEnv } from '../../config/env';
import { awsJsonOperations, type JsonFields } from '../signed-http/aws-json';
import type { AwsCredentials } from '../signed-http/signed-sender';

/** The user pool operations the directories use. */
export type CognitoOperation = 'AdminGetUser' | 'ListUsersInGroup';

export type CognitoCall = (operation: CognitoOperation, input: JsonFields) => Promise<JsonFields>;

/**
 * The user pool's API (`awsJson1_1`) as signed requests, not through the SDK client, whose
 * evaluation the first look-up of a container paid (docs/decisions.md, "The table speaks
 * DynamoDB's protocol itself"). Locally COGNITO_ENDPOINT is cognito-local.
 */
export function createCognitoApi(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'COGNITO_ENDPOINT'>,
  credentials: AwsCredentials,
): CognitoCall {
  return awsJsonOperations({
    service: 'cognito-idp',
    region: env.AWS_REGION,
    endpoint: env.COGNITO_ENDPOINT,
    credentials,
    targetPrefix: 'AWSCognitoIdentityProviderService',
    version: '1.1',
  });
}

/** A user's attribute by name, from AdminGetUser's `UserAttributes` or a listed user's `Attributes`. */
export const attributeOf = (attributes: unknown, name: string): string | undefined =>
  (attributes as Array<{ Name?: string; Value?: string }> | undefined)?.find((a) => a.Name === name)
    ?.Value;
