import { MAX_MATCH_LINES, type TMatchReport } from '@contracts/applications/matching';
import { rankCandidates } from '@domain/applications/matching';
import type { Table } from '../../ports/table';
import { readApplication } from './get-application';
import { allCandidates, roleForMatching } from './matching-input';

/**
 * `GET /api/admin/applications/{id}/matches`: every professional ranked for this role request
 * by `domain/applications/matching.ts`, hard requirements first, each point explained. Every
 * professional is weighed; the answer lists the best `MAX_MATCH_LINES` and as many excluded.
 */
export async function listMatches(
  deps: { table: Pick<Table, 'queryAll'> },
  roleId: string,
): Promise<TMatchReport> {
  const { item } = await readApplication(deps.table, roleId);
  const role = roleForMatching(item);
  const report = rankCandidates(role, await allCandidates(deps.table));
  return {
    ...report,
    ranked: report.ranked.slice(0, MAX_MATCH_LINES),
    excluded: report.excluded.slice(0, MAX_MATCH_LINES),
    omitted: {
      ranked: Math.max(0, report.ranked.length - MAX_MATCH_LINES),
      excluded: Math.max(0, report.excluded.length - MAX_MATCH_LINES),
    },
  };
}
