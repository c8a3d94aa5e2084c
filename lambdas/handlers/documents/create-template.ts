import { ZCreateTemplate, ZTemplate } from '@contracts/documents/templates';
import { httpRoute } from '../../middleware/http-route';
import { createTemplate as create } from '../../services/documents/templates/create-template';
import { documentsDeps } from './deps';

export const createTemplate = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZCreateTemplate, response: ZTemplate, status: 201 },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, template: body }),
);
