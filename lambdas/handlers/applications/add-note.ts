import { ZAddNote, ZApplicationDetail } from '@contracts/applications/application';
import { httpRoute } from '../../middleware/http-route';
import { addNote as add } from '../../services/applications/add-note';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const addNote = httpRoute(
  { access: 'admin', deps: applicationsDeps, body: ZAddNote, response: ZApplicationDetail },
  async ({ params, body, identity, deps }) =>
    add(deps, { id: applicationIdOf(params), sub: identity.sub, text: body.text }),
);
