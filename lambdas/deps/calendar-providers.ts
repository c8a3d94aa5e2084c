import { createCalendarProviders } from '../adapters/calendar-providers/providers';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { secretsSdkClients, secretStringsIn } from './secret-strings';

/**
 * Google Calendar and Microsoft Graph. APP_ORIGIN gives the OAuth redirect URI; every provider
 * variable is optional (an unset provider is "not configured"). Client secrets named in
 * `*_CLIENT_SECRET_NAME` are read from Secrets Manager on first use.
 */
export const calendarProvidersPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    APP_ORIGIN: true,
    GOOGLE_CALENDAR_CLIENT_ID: true,
    GOOGLE_CALENDAR_CLIENT_SECRET: true,
    GOOGLE_CALENDAR_CLIENT_SECRET_NAME: true,
    GOOGLE_CALENDAR_AUTH_URL: true,
    GOOGLE_CALENDAR_TOKEN_URL: true,
    GOOGLE_CALENDAR_API_URL: true,
    MICROSOFT_CALENDAR_CLIENT_ID: true,
    MICROSOFT_CALENDAR_CLIENT_SECRET: true,
    MICROSOFT_CALENDAR_CLIENT_SECRET_NAME: true,
    MICROSOFT_CALENDAR_AUTH_URL: true,
    MICROSOFT_CALENDAR_TOKEN_URL: true,
    MICROSOFT_CALENDAR_API_URL: true,
  }),
  sdkClients: secretsSdkClients,
  access: { grants: { calendarProviders: true } },
  build: (env) => createCalendarProviders(env, secretStringsIn(env.AWS_REGION)),
});
