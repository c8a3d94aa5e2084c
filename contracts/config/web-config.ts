import * as z from 'zod';

/**
 * Runtime settings of the SPA, served as `/config.json` next to the app: by the local API server
 * when running locally, and by a file the Web stack deploys in AWS. Kept out of the build so one
 * build runs against any stack.
 */
export const ZWebConfig = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set locally (cognito-local); absent in AWS. */
  userPoolEndpoint: z.string().url().optional(),
  /** SRP in AWS; cognito-local supports only USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Cognito hosted domain (no scheme) for federated sign-in; absent when none is configured. */
  oauthDomain: z.string().optional(),
  /** Identity providers that are configured: any of Google, Microsoft, LinkedIn. */
  federatedProviders: z.array(z.enum(['Google', 'Microsoft', 'LinkedIn'])),
  /** WebSocket URL for live updates; relative `/ws` locally. */
  wsUrl: z.string().min(1),
  contactEmail: z.string().email(),
  companyName: z.string().min(1),
});
export type TWebConfig = z.infer<typeof ZWebConfig>;
