import { accountRoutes } from '@contracts/account/routes';
import { unauthorized } from '../../errors';
import { httpRoute } from '../../middleware/http-route';
import { changePassword as change } from '../../services/account/change-password';
import { accountDeps } from './deps';

/** The access token the request was authorized with, for the pool's ChangePassword. */
function bearer(headers: Record<string, string | undefined>): string {
  const value = headers.authorization ?? headers.Authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(value)?.[1];
  if (!token) throw unauthorized();
  return token;
}

/** 204: the password changed, the account told. */
export const changePassword = httpRoute(
  accountRoutes.changePassword,
  { deps: accountDeps },
  async ({ identity, body, deps, event }) =>
    change(deps, {
      identity,
      accessToken: bearer(event.headers),
      currentPassword: body.currentPassword,
      password: body.password,
    }),
);
