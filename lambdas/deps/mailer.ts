import { systemClock } from '../adapters/clock';
import { randomIds } from '../adapters/ids';
import { ZLambdaEnv } from '../config/env';
import { getLogger } from '../middleware/logger';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

/**
 * SES in AWS; with OUTBOX_DIR set (local stack, tests) `.eml` files instead. The composer and
 * SESv2's client are imported on the first mail: only event consumers declare this port, and the
 * timesheet export mails only when asked to.
 */
export const mailerPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, MAIL_FROM: true, OUTBOX_DIR: true }),
  sdkClients: ['@aws-sdk/client-sesv2'],
  access: { grants: { sendMail: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createMailer } = await import('../adapters/ses/mailer');
      return createMailer(env, { clock: systemClock, ids: randomIds, log: getLogger() });
    }),
});
