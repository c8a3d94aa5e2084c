import { ZDocument } from '@contracts/documents/document';
import { ZApplyTemplate } from '@contracts/documents/templates';
import { httpRoute } from '../../middleware/http-route';
import { applyTemplate as apply } from '../../services/documents/templates/apply-template';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** The draft with the template's signers and fields in place, ready to check and send. */
export const applyTemplate = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZApplyTemplate, response: ZDocument },
  async ({ params, body, identity, deps }) =>
    apply(deps, { sub: identity.sub, id: documentIdOf(params), apply: body }),
);
