import { ZSubmitted } from '@contracts/applications/application';
import { ZCisoApplication } from '@contracts/applications/ciso-application';
import { ZPartnerApplication } from '@contracts/applications/partner-application';
import { ZRoleRequest } from '@contracts/applications/role-request';
import type * as z from 'zod';
import { httpRoute } from '../../middleware/http-route';
import type { Submission } from '../../services/applications/application-item';
import { submitApplication } from '../../services/applications/submit-application';
import { applicationsDeps } from './deps';
import { idempotencyKeyOf } from './path-params';

/** One submit route per form (spec §7 submit-*): the body is that form's sent shape. */
function submitRoute<K extends Submission['kind']>(
  kind: K,
  schema: z.ZodType<Extract<Submission, { kind: K }>['submission'], unknown>,
) {
  return httpRoute(
    { access: 'user', deps: applicationsDeps, body: schema, response: ZSubmitted, status: 201 },
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

export const submitCiso = submitRoute('ciso', ZCisoApplication);
export const submitRole = submitRoute('role', ZRoleRequest);
export const submitPartner = submitRoute('partner', ZPartnerApplication);
