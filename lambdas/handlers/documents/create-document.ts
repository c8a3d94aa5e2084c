import { ZCreateDocument, ZCreatedUpload } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { createDocument as create } from '../../services/documents/create-document';
import { documentsDeps } from './deps';

export const createDocument = httpRoute(
  {
    access: 'user',
    deps: documentsDeps,
    body: ZCreateDocument,
    response: ZCreatedUpload,
    status: 201,
  },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, document: body }),
);
