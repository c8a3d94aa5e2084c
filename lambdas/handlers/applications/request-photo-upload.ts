import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { requestPhotoUpload as request } from '../../services/applications/request-photo-upload';
import { applicationsDeps } from './deps';

export const requestPhotoUpload = httpRoute(
  applicationRoutes.requestPhotoUpload,
  { deps: applicationsDeps },
  async ({ body, identity, deps }) => request(deps, { sub: identity.sub, photo: body }),
);
