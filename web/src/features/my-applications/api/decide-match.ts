import type { TMatchDecision } from '@contracts/applications/my-applications';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/**
 * The professional's answer to a proposed role: accepting introduces both sides by e-mail. The
 * answer is the application with the proposal decided.
 */
export const decideMatch = (id: string, roleId: string, decision: TMatchDecision['decision']) =>
  callApi(applicationRoutes.decideMatch, {
    params: { id, roleId },
    body: { decision },
    schema: applicationRoutes.decideMatch.response,
  });
