import { ZTemplateList, ZTemplateListQuery } from '@contracts/documents/templates';
import { httpRoute } from '../../middleware/http-route';
import { listTemplates as list } from '../../services/documents/templates/list-templates';
import { documentsDeps } from './deps';

export const listTemplates = httpRoute(
  { access: 'user', deps: documentsDeps, query: ZTemplateListQuery, response: ZTemplateList },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
