import { ZCalendarRefresh } from '@contracts/booking/public-booking';
import { ZLambdaEnv } from '../config/env';
import { ZOAuthOutcome, type CalendarConsent, type CalendarRefresh } from '../ports/calendar-steps';
import { definePort } from './define-deps';

const invokerEnv = ZLambdaEnv.pick({ AWS_REGION: true, LAMBDA_ENDPOINT: true });

/** The public page's refresh, run by the `calendar-refresh` function (Lambda's Invoke). */
export const calendarRefreshPort = definePort({
  env: invokerEnv.extend(ZLambdaEnv.pick({ CALENDAR_REFRESH_FUNCTION: true }).shape),
  sdkClients: ['@aws-sdk/client-lambda'],
  access: { grants: { invokes: ['calendar-refresh'] } },
  build: (env): CalendarRefresh => ({
    async refresh(request) {
      const { invokeFunction, lambdaClient } = await import('../adapters/lambda/invoke');
      return invokeFunction(
        lambdaClient(env.AWS_REGION, env.LAMBDA_ENDPOINT),
        env.CALENDAR_REFRESH_FUNCTION,
        request,
        ZCalendarRefresh,
      );
    },
  }),
});

/** The calendar OAuth's finish, run by the `calendar-consent` function (Lambda's Invoke). */
export const calendarConsentPort = definePort({
  env: invokerEnv.extend(ZLambdaEnv.pick({ CALENDAR_CONSENT_FUNCTION: true }).shape),
  sdkClients: ['@aws-sdk/client-lambda'],
  access: { grants: { invokes: ['calendar-consent'] } },
  build: (env): CalendarConsent => ({
    async finish(request) {
      const { invokeFunction, lambdaClient } = await import('../adapters/lambda/invoke');
      return invokeFunction(
        lambdaClient(env.AWS_REGION, env.LAMBDA_ENDPOINT),
        env.CALENDAR_CONSENT_FUNCTION,
        request,
        ZOAuthOutcome,
      );
    },
  }),
});
