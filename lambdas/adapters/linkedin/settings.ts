import * as z from 'zod';
import { LINKEDIN_CALLBACK_PATH } from '@contracts/applications/linkedin-profile';
import type { ClientSecret } from '../oauth-token';

/** The real endpoints; each may be overridden (the integration tests run a fake on loopback). */
export const LINKEDIN_DEFAULTS = {
  authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
  tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
  userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
} as const;

/**
 * The LinkedIn client of "Quick Fill with LinkedIn", read by the LinkedIn port: the client id,
 * and its secret from Secrets Manager by name in AWS (`LINKEDIN_CLIENT_SECRET_NAME`, the same
 * client as the user pool's LinkedIn sign-in) or as is on the local stack
 * (`LINKEDIN_CLIENT_SECRET`). Without an id and a secret LinkedIn is "not configured". The
 * endpoints default to the real ones; tests point them at a fake. All optional, so a deployment
 * without LinkedIn gives the function none of them.
 */
export const ZLinkedInEnv = z.object({
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET_NAME: z.string().min(1).optional(),
  LINKEDIN_AUTH_URL: z.string().url().optional(),
  LINKEDIN_TOKEN_URL: z.string().url().optional(),
  LINKEDIN_USERINFO_URL: z.string().url().optional(),
});

/** The LinkedIn variables, which stay unset unless a deployment configures them. */
export const linkedInVariables = Object.keys(ZLinkedInEnv.shape) as (keyof z.infer<
  typeof ZLinkedInEnv
>)[];
export type LinkedInVariable = (typeof linkedInVariables)[number];
export type LinkedInEnv = Partial<Record<LinkedInVariable, string>>;

export interface LinkedInSettings {
  clientId: string;
  secret: ClientSecret;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  redirectUri: string;
}

/** The client's settings from the environment; undefined without an id and a secret. */
export function linkedInSettings(
  env: LinkedInEnv & { APP_ORIGIN: string },
): LinkedInSettings | undefined {
  const secret = env.LINKEDIN_CLIENT_SECRET
    ? { value: env.LINKEDIN_CLIENT_SECRET }
    : env.LINKEDIN_CLIENT_SECRET_NAME
      ? { secretName: env.LINKEDIN_CLIENT_SECRET_NAME }
      : undefined;
  if (!env.LINKEDIN_CLIENT_ID || !secret) return undefined;
  return {
    clientId: env.LINKEDIN_CLIENT_ID,
    secret,
    authorizeUrl: env.LINKEDIN_AUTH_URL ?? LINKEDIN_DEFAULTS.authorizeUrl,
    tokenUrl: env.LINKEDIN_TOKEN_URL ?? LINKEDIN_DEFAULTS.tokenUrl,
    userInfoUrl: env.LINKEDIN_USERINFO_URL ?? LINKEDIN_DEFAULTS.userInfoUrl,
    redirectUri: `${new URL(env.APP_ORIGIN).origin}${LINKEDIN_CALLBACK_PATH}`,
  };
}
