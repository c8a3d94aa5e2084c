import {
  applicationMessages,
  MATCH_PROPOSED,
  type TApplicationDetail,
  type TMatchProposed,
} from '@contracts/applications/application';
import { rankCandidates } from '@domain/applications/matching';
import { canBeMatched } from '@domain/applications/screening';
import { badRequest, conflict, ID_TAKEN } from '../../errors';
import { matchKeys } from '../../keys/application';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TransactionBuilder } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { toOutboxItem } from '../outbox/outbox-item';
import {
  applicationKey,
  historyItem,
  matchItems,
  statusIndex,
  type ApplicationItem,
} from './application-item';
import { getApplication, readApplication } from './get-application';
import { candidateForMatching, roleForMatching } from './matching-input';
import { screenerName } from './screener';

/**
 * An administrator proposes a professional for a role request: the match is stored on both
 * sides, both move to `matched` (with a history line saying why), and `MatchProposed`, in the
 * outbox of the same transaction, makes its consumer introduce each side to the other by e-mail.
 * A candidate the role's hard requirements exclude, a rejected side, or a match proposed before
 * is refused.
 */
export async function proposeMatch(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: UserDirectory;
    photos: Pick<FileStore, 'presignGet'>;
  },
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

  const by = await screenerName(deps.users, input.sub);
  const now = deps.clock.now();
  const at = now.toISOString();
  const matchId = deps.ids.newId();
  const [roleSide, candidateSide] = matchItems({ matchId, role, candidate, by, at });
  const detail: TMatchProposed = { matchId, roleId: role.id, candidateId: candidate.id };
  const tx = deps.table
    .transaction()
    .create(roleSide, conflict(applicationMessages.alreadyProposed))
    .create(candidateSide, conflict(applicationMessages.alreadyProposed))
    .put(toOutboxItem(MATCH_PROPOSED, matchId, detail, now));
  for (const [side, other] of [
    [role, candidate],
    [candidate, role],
  ] as const)
    toMatched(tx, side, { by, at, reason: `Match proposed with ${other.name}` }, deps.ids);
  await tx.commit();
  return getApplication(deps, role.id);
}

/** Adds the move of one side to `matched` (if not there already) with its history line. */
function toMatched(
  tx: TransactionBuilder,
  side: ApplicationItem,
  change: { by: string; at: string; reason: string },
  ids: IdGenerator,
): void {
  if (side.status === 'matched') {
    tx.check(
      applicationKey(side.id),
      { exists: true, equals: { status: 'matched' } },
      conflict(applicationMessages.changed),
    );
    return;
  }
  tx.update(
    applicationKey(side.id),
    {
      set: {
        status: 'matched',
        updatedAt: change.at,
        ...statusIndex(side.kind, 'matched', side.createdAt, side.id),
      },
    },
    conflict(applicationMessages.changed),
    { status: side.status },
  );
  const line = historyItem({
    id: side.id,
    changeId: ids.newId(),
    from: side.status,
    to: 'matched',
    ...change,
  });
  tx.create(line, conflict(ID_TAKEN));
}
