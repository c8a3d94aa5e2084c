import { SecretValue } from 'aws-cdk-lib';
import {
  OidcAttributeRequestMethod,
  ProviderAttribute,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  UserPoolIdentityProviderOidc,
} from 'aws-cdk-lib/aws-cognito';
import type { IUserPool, IUserPoolIdentityProvider } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { TWebConfig } from '../../contracts/config/web-config';
import type { AppConfig } from '../config/app-config';

/** Provider names as the SPA passes them to `signInWithRedirect` (see `ZWebConfig`). */
export type FederatedProvider = TWebConfig['federatedProviders'][number];

export interface AddedProvider {
  name: FederatedProvider;
  resource: IUserPoolIdentityProvider;
  clientProvider: UserPoolClientIdentityProvider;
}

const oidcAttributes = {
  email: ProviderAttribute.other('email'),
  givenName: ProviderAttribute.other('given_name'),
  familyName: ProviderAttribute.other('family_name'),
  fullname: ProviderAttribute.other('name'),
};

/**
 * Creates each identity provider whose client id is in context, and nothing else: a provider
 * without real credentials would only break the hosted sign-in page. Client secrets are resolved
 * by CloudFormation from Secrets Manager (a dynamic reference), never written into the template.
 *
 * Each maps the pool's `email_verified` from the provider's own word that the address is the
 * person's, which the pre sign-up trigger requires before an address links or blocks an account
 * (`services/auth/link-federated-user.ts`; no flag, no link): Google's and LinkedIn's
 * `email_verified`, and for Microsoft Entra's `xms_edov` (the e-mail's domain is verified by the
 * tenant it belongs to). Entra sends `xms_edov` only as an optional ID-token claim the app
 * registration asks for (README, Deploy); without it Microsoft sign-ins still work but never link.
 */
export function addIdentityProviders(
  scope: Construct,
  userPool: IUserPool,
  providers: AppConfig['identityProviders'],
): AddedProvider[] {
  const added: AddedProvider[] = [];
  const { google, microsoft, linkedin } = providers;

  if (google) {
    const resource = new UserPoolIdentityProviderGoogle(scope, 'Google', {
      userPool,
      clientId: google.clientId,
      clientSecretValue: SecretValue.secretsManager(google.secretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });
    added.push({ name: 'Google', resource, clientProvider: UserPoolClientIdentityProvider.GOOGLE });
  }

  if (microsoft) {
    // One tenant only: `readAppConfig` refuses `common`, `organizations` and `consumers`.
    const resource = new UserPoolIdentityProviderOidc(scope, 'Microsoft', {
      userPool,
      name: 'Microsoft',
      clientId: microsoft.clientId,
      // The OIDC construct takes a string; this stays a `{{resolve:secretsmanager:…}}` reference.
      clientSecret: SecretValue.secretsManager(microsoft.secretName).unsafeUnwrap(),
      issuerUrl: `https://login.microsoftonline.com/${microsoft.tenantId}/v2.0`,
      scopes: ['openid', 'email', 'profile'],
      attributeRequestMethod: OidcAttributeRequestMethod.GET,
      // Entra sends no `email_verified`; its `email` is whatever the tenant's administrators set.
      attributeMapping: { ...oidcAttributes, emailVerified: ProviderAttribute.other('xms_edov') },
    });
    added.push({
      name: 'Microsoft',
      resource,
      clientProvider: UserPoolClientIdentityProvider.custom('Microsoft'),
    });
  }

  if (linkedin) {
    const resource = new UserPoolIdentityProviderOidc(scope, 'LinkedIn', {
      userPool,
      name: 'LinkedIn',
      clientId: linkedin.clientId,
      clientSecret: SecretValue.secretsManager(linkedin.secretName).unsafeUnwrap(),
      // "Sign In with LinkedIn using OpenID Connect".
      issuerUrl: 'https://www.linkedin.com/oauth',
      scopes: ['openid', 'email', 'profile'],
      attributeRequestMethod: OidcAttributeRequestMethod.GET,
      attributeMapping: {
        ...oidcAttributes,
        emailVerified: ProviderAttribute.other('email_verified'),
        profilePicture: ProviderAttribute.other('picture'),
      },
    });
    added.push({
      name: 'LinkedIn',
      resource,
      clientProvider: UserPoolClientIdentityProvider.custom('LinkedIn'),
    });
  }

  return added;
}
