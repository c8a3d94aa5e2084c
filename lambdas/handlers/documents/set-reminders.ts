import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { setReminders as setThem } from '../../services/documents/signing/set-reminders';
import { documentsDeps } from './deps';

/** The document with its reminder settings and each waiting signer's next reminder. */
export const setReminders = httpRoute(
  documentRoutes.setReminders,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    setThem(deps, { id: params.id, sub: identity.sub, settings: body }),
);
