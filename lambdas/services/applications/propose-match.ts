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
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { EventBus } from '../../ports/event-bus';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem, TransactionBuilder } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
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
 * sides, both move to `matched` (with a history line saying why), and `MatchProposed` makes its
 * consumer introduce each side to the other by e-mail. A candidate the role's hard requirements
 * exclude, a rejected side, or a match proposed before is refused; should the announcement fail,
 * everything written is undone.
 */
export async function proposeMatch(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: UserDirectory;
    events: EventBus;
    photos: Pick<FileStore, 'presignGet'>;
  },
  input: { roleId: string; candidateId: string; sub: string; log?: Logger },
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
  const at = deps.clock.now().toISOString();
  const matchId = deps.ids.newId();
  const [roleSide, candidateSide] = matchItems({ matchId, role, candidate, by, at });
  const tx = deps.table
    .transaction()
    .create(roleSide, conflict(applicationMessages.alreadyProposed))
    .create(candidateSide, conflict(applicationMessages.alreadyProposed));
  const written: TableItem[] = [roleSide, candidateSide];
  for (const [side, other] of [
    [role, candidate],
    [candidate, role],
  ] as const) {
    const line = toMatched(
      tx,
      side,
      { by, at, reason: `Match proposed with ${other.name}` },
      deps.ids,
    );
    if (line) written.push(line);
  }
  await tx.commit();

  const detail: TMatchProposed = { matchId, roleId: role.id, candidateId: candidate.id };
  try {
    await deps.events.publish(MATCH_PROPOSED, detail);
  } catch (error) {
    await undo(deps.table, written, [role, candidate]).catch((cleanup: unknown) =>
      input.log?.error('A proposed match could not be withdrawn after its event failed', {
        error: cleanup,
        ...detail,
      }),
    );
    throw error;
  }
  return getApplication(deps, role.id);
}

/** Adds the move of one side to `matched` (if not there already); answers its history line. */
function toMatched(
  tx: TransactionBuilder,
  side: ApplicationItem,
  change: { by: string; at: string; reason: string },
  ids: IdGenerator,
): TableItem | undefined {
  if (side.status === 'matched') {
    tx.check(
      applicationKey(side.id),
      { exists: true, equals: { status: 'matched' } },
      conflict(applicationMessages.changed),
    );
    return undefined;
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
  return line;
}

/** Puts both sides back as they were read and removes what the proposal wrote. */
async function undo(
  table: Pick<Table, 'transaction'>,
  written: readonly TableItem[],
  sides: readonly ApplicationItem[],
): Promise<void> {
  const tx = table.transaction();
  for (const item of written) tx.deleteIfAny({ PK: item.PK, SK: item.SK });
  for (const side of sides)
    if (side.status !== 'matched')
      tx.update(
        applicationKey(side.id),
        {
          set: {
            status: side.status,
            updatedAt: side.updatedAt,
            ...statusIndex(side.kind, side.status, side.createdAt, side.id),
          },
        },
        conflict(applicationMessages.changed),
        { status: 'matched' },
      );
  await tx.commit();
}
