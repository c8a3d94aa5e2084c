import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import type { Submission } from '../../services/applications/application-item';
import { submitApplication } from '../../services/applications/submit-application';
import { applicationsDeps } from './deps';
import { idempotencyKeyOf } from './idempotency-key';

type SubmitRoute = (typeof applicationRoutes)['submitCiso' | 'submitRole' | 'submitPartner'];

/** One submit route per form (spec §7 submit-*): the body is that form's sent shape. */
function submitRoute(route: SubmitRoute, kind: Submission['kind']) {
  return httpRoute(
    route,
    { deps: applicationsDeps },
    async ({ body, identity, deps, event, log }) =>
      submitApplication(deps, {
        sub: identity.sub,
        username: identity.username,
        submission: { kind, submission: body } as Submission,
        idempotencyKey: idempotencyKeyOf(event.headers ?? {}),
        log,
      }),
  );
}

export const submitCiso = submitRoute(applicationRoutes.submitCiso, 'ciso');
export const submitRole = submitRoute(applicationRoutes.submitRole, 'role');
export const submitPartner = submitRoute(applicationRoutes.submitPartner, 'partner');
