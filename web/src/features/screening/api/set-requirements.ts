import type { TRoleRequirements } from '@contracts/applications/role-request';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/**
 * Replaces what the role request asks of candidates; matching reads these from now on. The
 * answer is the application with them (no screen reads the requirements on their own, so no SWR
 * key).
 */
export const setRequirements = (id: string, requirements: TRoleRequirements) =>
  callApi(applicationRoutes.setRequirements, {
    params: { id },
    body: requirements,
    schema: applicationRoutes.setRequirements.response,
  });
