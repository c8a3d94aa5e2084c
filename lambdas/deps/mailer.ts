import { systemClock } from '../adapters/clock';
import { randomIds } from '../adapters/ids';
import { createMailer } from '../adapters/ses/mailer';
import { ZLambdaEnv } from '../config/env';
import { getLogger } from '../middleware/logger';
import { credentialsEnv, credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';

/** SES in AWS; with OUTBOX_DIR set (local stack, tests) `.eml` files instead. */
export const mailerPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, MAIL_FROM: true, OUTBOX_DIR: true, ...credentialsEnv }),
  build: (env) =>
    createMailer(env, {
      clock: systemClock,
      ids: randomIds,
      log: getLogger(),
      credentials: () => credentialsOf(env, 'mailer'),
    }),
});
