import { AdminLinkProviderForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ConnectedIdentity } from '../../ports/connected-sign-ins';

/** The status Cognito gives users it made for a federated sign-in. */
export const EXTERNAL_PROVIDER = 'EXTERNAL_PROVIDER';

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

/** AdminLinkProviderForUser: the provider's person (its `sub`) signs in to this native user. */
export const linkToNativeUser = (
  userPoolId: string,
  username: string,
  provider: string,
  providerUserId: string,
) =>
  new AdminLinkProviderForUserCommand({
    UserPoolId: userPoolId,
    // A native user: the provider is the pool itself and the value its username.
    DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
    SourceUser: {
      ProviderName: provider,
      ProviderAttributeName: 'Cognito_Subject',
      ProviderAttributeValue: providerUserId,
    },
  });
