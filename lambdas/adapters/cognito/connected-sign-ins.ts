import {
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AliasExistsException,
  InvalidParameterException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  SignInTaken,
  type ConnectedIdentity,
  type ConnectedSignIns,
} from '../../ports/connected-sign-ins';
import { attributeOf, type CognitoSender } from './cognito-client';

/** The status Cognito gives users it made for a federated sign-in. */
const EXTERNAL_PROVIDER = 'EXTERNAL_PROVIDER';

/**
 * The `identities` attribute: a JSON array of `{ userId, providerName, providerType, primary,
 * dateCreated }` (`dateCreated` in epoch milliseconds). Anything else reads as no identities.
 */
export function identitiesOf(value: string | undefined): ConnectedIdentity[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const { providerName, userId, dateCreated } = (entry ?? {}) as Record<string, unknown>;
    if (typeof providerName !== 'string' || typeof userId !== 'string') return [];
    const created = typeof dateCreated === 'string' ? Number(dateCreated) : dateCreated;
    return [
      {
        provider: providerName,
        userId,
        ...(typeof created === 'number' && Number.isFinite(created) && created > 0
          ? { connectedAt: new Date(created) }
          : {}),
      },
    ];
  });
}

/**
 * Cognito refuses a source identity that is someone's already: linked to another user
 * (AliasExistsException), or a federated user of its own ("Merging is not currently supported",
 * an InvalidParameterException). Other InvalidParameterExceptions are faults of the call.
 */
function isTaken(error: unknown): boolean {
  if (error instanceof AliasExistsException) return true;
  return error instanceof InvalidParameterException && /merg|already/i.test(error.message);
}

/** AdminGetUser, AdminLinkProviderForUser and AdminDisableProviderForUser on one pool. */
export function createConnectedSignIns(
  cognito: CognitoSender,
  userPoolId: string,
): ConnectedSignIns {
  return {
    async read(username) {
      try {
        const user = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        return {
          native: user.UserStatus !== EXTERNAL_PROVIDER,
          identities: identitiesOf(attributeOf(user.UserAttributes, 'identities')),
        };
      } catch (error) {
        if (error instanceof UserNotFoundException) return undefined;
        throw error;
      }
    },
    async link(username, provider, providerUserId) {
      try {
        await cognito.send(
          new AdminLinkProviderForUserCommand({
            UserPoolId: userPoolId,
            // A native user: the provider is the pool itself and the value its username.
            DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
            SourceUser: {
              ProviderName: provider,
              ProviderAttributeName: 'Cognito_Subject',
              ProviderAttributeValue: providerUserId,
            },
          }),
        );
      } catch (error) {
        if (isTaken(error))
          throw new SignInTaken(`${provider} identity is taken`, { cause: error });
        throw error;
      }
    },
    async unlink(provider, providerUserId) {
      await cognito.send(
        new AdminDisableProviderForUserCommand({
          UserPoolId: userPoolId,
          User: {
            ProviderName: provider,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: providerUserId,
          },
        }),
      );
    },
  };
}
