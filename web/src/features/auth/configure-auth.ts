import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { TWebConfig } from '@contracts/config/web-config';
import { setTokenProvider } from '@/lib/api-client';
import { createLocalTokenRefresher } from './lib/local-token-refresher';
import { getAccessToken } from './tokens';

/**
 * Scopes asked of the hosted UI for federated sign-in (spec §7: email, openid, profile). Never
 * `aws.cognito.signin.user.admin`: the app client does not grant it to the OAuth flow, so a
 * Google, Microsoft or LinkedIn session cannot use Cognito's self-service calls (see
 * `session-kind.ts`).
 */
const OAUTH_SCOPES = ['email', 'openid', 'profile'];

/**
 * Configures Amplify Auth for the user pool named in `/config.json` and hands the API client its
 * token source. Runs once before the app renders. The sign-in flow itself (`config.authFlow`) is
 * passed to each `signIn` call.
 */
export function configureAuth(config: TWebConfig): void {
  const origin = window.location.origin;
  // With a custom endpoint (cognito-local) Amplify warns on every configure that the endpoint is
  // custom; that is the point locally, so keep the console quiet for this one call.
  const logLevel = ConsoleLogger.LOG_LEVEL;
  if (config.userPoolEndpoint) ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configureAmplify(config, origin);
  } finally {
    ConsoleLogger.LOG_LEVEL = logLevel;
  }
  if (config.userPoolEndpoint) {
    // cognito-local has no GetTokensFromRefreshToken; refresh with InitiateAuth instead.
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createLocalTokenRefresher(config.userPoolEndpoint, config.userPoolClientId),
    );
  }
  setTokenProvider(getAccessToken);
}

function configureAmplify(config: TWebConfig, origin: string): void {
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
}
