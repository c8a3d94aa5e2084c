import type { TProposeMatch } from '@contracts/applications/matching';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Proposes the professional for the role; both move to matched and are introduced by e-mail. */
export const proposeMatch = (roleId: string, proposal: TProposeMatch) =>
  callApi(applicationRoutes.proposeMatch, {
    params: { id: roleId },
    body: proposal,
    schema: applicationRoutes.proposeMatch.response,
  });
