import { ZApplicationDetail } from '@contracts/applications/application';
import type { TProposeMatch } from '@contracts/applications/matching';
import { apiFetch } from '@/lib/api-client';
import { matchesPath } from './paths';

/** Proposes the professional for the role; both move to matched and are introduced by e-mail. */
export const proposeMatch = (roleId: string, proposal: TProposeMatch) =>
  apiFetch(matchesPath(roleId), { method: 'POST', body: proposal, schema: ZApplicationDetail });
