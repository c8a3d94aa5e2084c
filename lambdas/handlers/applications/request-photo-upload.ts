import { ZPhotoUpload, ZPhotoUploadRequest } from '@contracts/applications/photo';
import { httpRoute } from '../../middleware/http-route';
import { requestPhotoUpload as request } from '../../services/applications/request-photo-upload';
import { applicationsDeps } from './deps';

export const requestPhotoUpload = httpRoute(
  {
    access: 'user',
    deps: applicationsDeps,
    body: ZPhotoUploadRequest,
    response: ZPhotoUpload,
    status: 201,
  },
  async ({ body, identity, deps }) => request(deps, { sub: identity.sub, photo: body }),
);
