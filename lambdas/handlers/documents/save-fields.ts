import { ZDocument } from '@contracts/documents/document';
import { ZSaveFields } from '@contracts/documents/fields';
import { httpRoute } from '../../middleware/http-route';
import { saveFields as save } from '../../services/documents/save-fields';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const saveFields = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZSaveFields, response: ZDocument },
  async ({ params, body, identity, deps }) =>
    save(deps, { sub: identity.sub, id: documentIdOf(params), fields: body.fields }),
);
