import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { applyTemplate as apply } from '../../services/documents/templates/apply-template';
import { documentsDeps } from './deps';

/** The draft with the template's signers and fields in place, ready to check and send. */
export const applyTemplate = httpRoute(
  documentRoutes.applyTemplate,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    apply(deps, { sub: identity.sub, id: params.id, apply: body }),
);
