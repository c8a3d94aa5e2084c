import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { TWebConfig } from '@contracts/config/web-config';
import { createLocalTokenRefresher } from './lib/local-token-refresher';

/** Scopes asked of the hosted UI for federated sign-in (spec §7: email, openid, profile). */
const OAUTH_SCOPES = ['email', 'openid', 'profile', 'aws.cognito.signin.user.admin'];

/**
 * Configures Amplify Auth for the user pool named in `/config.json`. Runs once before the app
 * renders. The sign-in flow itself (`config.authFlow`) is passed to each `signIn` call.
 */
export function configureAuth(config: TWebConfig): void {
  const origin = window.location.origin;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: OAUTH_SCOPES,
                  redirectSignIn: [`${origin}/auth/callback`],
                  redirectSignOut: [`${origin}/auth`],
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  });
  if (config.userPoolEndpoint) {
    // cognito-local has no GetTokensFromRefreshToken; refresh with InitiateAuth instead.
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createLocalTokenRefresher(config.userPoolEndpoint, config.userPoolClientId),
    );
  }
}
