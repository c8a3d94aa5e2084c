import {
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** What the directories send their commands through: the user pool's client, or a fake. */
export type CognitoSender = Pick<CognitoIdentityProviderClient, 'send'>;

/** The user pool's client, one per container. Locally `endpoint` is cognito-local. */
export const cognitoClient = processClient((region, endpoint) =>
  traced(new CognitoIdentityProviderClient(clientConfig(region, endpoint))),
);

/** A user's attribute by name, from AdminGetUser's `UserAttributes` or a listed user's `Attributes`. */
export const attributeOf = (
  attributes: readonly AttributeType[] | undefined,
  name: string,
): string | undefined => attributes?.find((a) => a.Name === name)?.Value;
