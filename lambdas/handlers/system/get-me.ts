import { ZMe } from '@contracts/system/get-me';
import { httpRoute } from '../../middleware/http-route';
import { getMe as getMeService } from '../../services/system/get-me';

export const getMe = httpRoute({ access: 'user', response: ZMe }, async ({ identity, deps }) =>
  getMeService(deps, { sub: identity.sub, isAdmin: identity.isAdmin }),
);
