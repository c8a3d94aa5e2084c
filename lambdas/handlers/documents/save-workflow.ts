import { ZDocument } from '@contracts/documents/document';
import { ZSaveWorkflow } from '@contracts/documents/workflow';
import { httpRoute } from '../../middleware/http-route';
import { saveWorkflow as save } from '../../services/documents/save-workflow';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const saveWorkflow = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZSaveWorkflow, response: ZDocument },
  async ({ params, body, identity, deps }) =>
    save(deps, { sub: identity.sub, id: documentIdOf(params), workflow: body }),
);
