import type { TMatchReport } from '@contracts/applications/matching';
import { rankCandidates } from '@domain/applications/matching';
import type { Table } from '../../ports/table';
import { readApplication } from './get-application';
import { allCandidates, roleForMatching } from './matching-input';

/**
 * `GET /api/admin/applications/{id}/matches`: every professional ranked for this role request
 * by `domain/applications/matching.ts`, hard requirements first, each point explained.
 */
export async function listMatches(
  deps: { table: Pick<Table, 'queryAll'> },
  roleId: string,
): Promise<TMatchReport> {
  const { item } = await readApplication(deps.table, roleId);
  const role = roleForMatching(item);
  return rankCandidates(role, await allCandidates(deps.table));
}
