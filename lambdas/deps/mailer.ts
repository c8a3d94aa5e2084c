import { systemClock } from '../adapters/clock';
import { randomIds } from '../adapters/ids';
import { createMailer } from '../adapters/ses/mailer';
import { ZLambdaEnv } from '../config/env';
import { getLogger } from '../middleware/logger';
import { definePort } from './define-deps';

/** SES in AWS; with OUTBOX_DIR set (local stack, tests) `.eml` files instead. */
export const mailerPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, MAIL_FROM: true, OUTBOX_DIR: true }),
  sdkClients: ['@aws-sdk/client-sesv2'],
  build: (env) => createMailer(env, { clock: systemClock, ids: randomIds, log: getLogger() }),
});
