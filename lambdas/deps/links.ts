import { ZLambdaEnv } from '../config/env';
import type { AppLinks } from '../ports/app-links';
import { definePort } from './define-deps';

/** Reads APP_ORIGIN only; no AWS client. */
export const linksPort = definePort({
  env: ZLambdaEnv.pick({ APP_ORIGIN: true }),
  access: { grants: { appOrigin: true } },
  build: (env): AppLinks => ({ url: (path) => new URL(path, env.APP_ORIGIN).toString() }),
});
