import { ZApplicationDetail } from '@contracts/applications/application';
import type { TRoleRequirements } from '@contracts/applications/role-request';
import { apiFetch } from '@/lib/api-client';
import { applicationPath } from './paths';

/** Where a role request's refined requirements are put; no screen reads it, so no SWR key. */
export const requirementsPath = (id: string) => `${applicationPath(id)}/requirements`;

/**
 * Replaces what the role request asks of candidates; matching reads these from now on. The
 * answer is the application with them.
 */
export const setRequirements = (id: string, requirements: TRoleRequirements) =>
  apiFetch(requirementsPath(id), { method: 'PUT', body: requirements, schema: ZApplicationDetail });
