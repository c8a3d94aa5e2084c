import { ZWebConfig, type TWebConfig } from '../../contracts/config/web-config';
import { localConfig } from '../config';

/**
 * `/config.json` for the local stack. The browser talks to cognito-local directly (it allows any
 * origin), at the same address that signs the tokens, so their issuer matches the verifier's.
 */
export function localWebConfig(opts: {
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}): TWebConfig {
  return ZWebConfig.parse({
    region: localConfig.region,
    userPoolId: opts.userPoolId,
    userPoolClientId: opts.userPoolClientId,
    userPoolEndpoint: opts.cognitoEndpoint,
    // cognito-local has no SRP.
    authFlow: 'USER_PASSWORD_AUTH',
    federatedProviders: [],
    wsUrl: '/ws',
    contactEmail: localConfig.contactEmail,
    companyName: localConfig.companyName,
  });
}
