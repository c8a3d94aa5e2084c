import { ZLambdaEnv } from '../config/env';
import { parseAllowedOrigins } from '../services/realtime/connection-policy';
import { definePort } from './define-deps';

/** The origins whose pages may open the live channel; reads WS_ALLOWED_ORIGINS only. */
export const allowedOriginsPort = definePort({
  env: ZLambdaEnv.pick({ WS_ALLOWED_ORIGINS: true }),
  build: (env): readonly string[] => parseAllowedOrigins(env.WS_ALLOWED_ORIGINS),
});
