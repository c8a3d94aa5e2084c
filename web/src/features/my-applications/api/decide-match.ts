import { ZMyApplication, type TMatchDecision } from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';
import { decisionPath } from './paths';

/**
 * The professional's answer to a proposed role: accepting introduces both sides by e-mail. The
 * answer is the application with the proposal decided.
 */
export const decideMatch = (id: string, roleId: string, decision: TMatchDecision['decision']) =>
  apiFetch(decisionPath(id, roleId), {
    method: 'POST',
    body: { decision } satisfies TMatchDecision,
    schema: ZMyApplication,
  });
