import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import {
  finishSignInConnection as finish,
  SignInRefusal,
} from '../../services/account/finish-sign-in-connection';
import { accountDeps } from './deps';

/**
 * Connects the provider the caller signed in at, from the code and state it sent back. The
 * provider refusing (or its token not verifying) is a 502 in the API's error shape, with a plain
 * message (the error middleware answers every other 5xx as a bare 500).
 */
export const finishSignInConnection = httpRoute(
  accountRoutes.finishSignInConnection,
  { deps: accountDeps },
  async ({ body, identity, deps, log }) => {
    try {
      return await finish(deps, { identity, ...body, log });
    } catch (error) {
      if (!(error instanceof SignInRefusal)) throw error;
      log.warn('The provider refused the sign-in', {
        reason: error.failure.message,
        status: error.failure.status,
      });
      return respond({
        statusCode: 502,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: { code: 'provider_refused', message: error.message } }),
      });
    }
  },
);
