import {
  applicationMessages,
  MATCH_PROPOSED,
  type TApplicationDetail,
  type TMatchProposed,
} from '@contracts/applications/application';
import { rankCandidates } from '@domain/applications/matching';
import { canBeMatched, canBeProposed } from '@domain/applications/screening';
import { badRequest, conflict } from '../../errors';
import { matchKeys } from '../../keys/application';
import { toOutboxItem } from '../outbox/outbox-item';
import { applicationKey, matchItems } from './application-item';
import { getApplication, readApplication } from './get-application';
import { candidateForMatching, roleForMatching } from './matching-input';
import { screenerName, type ScreenerChangeDeps } from './screener';

/**
 * An administrator proposes a professional for a role request: the match is stored on both
 * sides, waiting for the professional (`awaitingAnswer` counts it on their application), and
 * `MatchProposed`, in the outbox of the same transaction, makes its consumer ask them to accept.
 * Nobody is introduced and no status moves until they do (`decide-match.ts`). A candidate the
 * role's hard requirements exclude, a side not yet screened (still `new`), a rejected or
 * withdrawn side, or a match proposed before is refused; so is a side whose status changed
 * meanwhile.
 */
export async function proposeMatch(
  deps: ScreenerChangeDeps,
  input: { roleId: string; candidateId: string; sub: string },
): Promise<TApplicationDetail> {
  const { item: role, related } = await readApplication(deps.table, input.roleId);
  const roleInput = roleForMatching(role);
  const { item: candidate } = await readApplication(deps.table, input.candidateId);
  if (candidate.kind !== 'ciso') throw badRequest(applicationMessages.notACandidate);
  if (!canBeMatched(role.status) || !canBeMatched(candidate.status))
    throw conflict(applicationMessages.statusMove);
  if (related.some((i) => matchKeys.parse(i)?.candidateId === candidate.id))
    throw conflict(applicationMessages.alreadyProposed);
  if (rankCandidates(roleInput, [candidateForMatching(candidate)]).excluded.length > 0)
    throw conflict(applicationMessages.candidateExcluded);
  if (!canBeProposed(role.status)) throw conflict(applicationMessages.roleNotScreened);
  if (!canBeProposed(candidate.status)) throw conflict(applicationMessages.candidateNotScreened);

  const by = await screenerName(deps.users, input.sub);
  const now = deps.clock.now();
  const matchId = deps.ids.newId();
  const [roleSide, candidateSide] = matchItems({
    matchId,
    role,
    candidate,
    by,
    at: now.toISOString(),
  });
  const detail: TMatchProposed = { matchId, roleId: role.id, candidateId: candidate.id };
  const unchanged = conflict(applicationMessages.changed);
  await deps.table
    .transaction()
    .create(roleSide, conflict(applicationMessages.alreadyProposed))
    .create(candidateSide, conflict(applicationMessages.alreadyProposed))
    .check(applicationKey(role.id), { exists: true, equals: { status: role.status } }, unchanged)
    .update(applicationKey(candidate.id), { add: { awaitingAnswer: 1 } }, unchanged, {
      status: candidate.status,
    })
    .put(toOutboxItem(MATCH_PROPOSED, matchId, detail, now))
    .commit();
  return getApplication(deps, role.id);
}
