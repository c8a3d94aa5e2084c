import {
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AliasExistsException,
  InvalidParameterException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignInTaken, type ConnectedSignIns } from '../../ports/connected-sign-ins';
import { attributeOf, type CognitoSender } from './cognito-client';
import { EXTERNAL_PROVIDER, identitiesOf, linkToNativeUser } from './identities';

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
        await cognito.send(linkToNativeUser(userPoolId, username, provider, providerUserId));
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
