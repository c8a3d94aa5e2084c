import { ZDocument } from '@contracts/documents/document';
import { ZReminderSettings } from '@contracts/documents/reminders';
import { httpRoute } from '../../middleware/http-route';
import { setReminders as setThem } from '../../services/documents/signing/set-reminders';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** The document with its reminder settings and each waiting signer's next reminder. */
export const setReminders = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZReminderSettings, response: ZDocument },
  async ({ params, body, identity, deps }) =>
    setThem(deps, { id: documentIdOf(params), sub: identity.sub, settings: body }),
);
