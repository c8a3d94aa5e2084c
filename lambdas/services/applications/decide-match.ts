import {
  applicationMessages,
  MATCH_ACCEPTED,
  type TMatchAccepted,
} from '@contracts/applications/application';
import {
  myApplicationMessages,
  type TMatchDecision,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { canBeMatched } from '@domain/applications/screening';
import { conflict, notFound } from '../../errors';
import { matchKeys, matchRefKeys } from '../../keys/application';
import type { IdGenerator } from '../../ports/ids';
import type { TransactionBuilder } from '../../ports/table';
import { toOutboxItem } from '../outbox/outbox-item';
import {
  applicationKey,
  matchStateOf,
  type ApplicationItem,
  type MatchItem,
} from './application-item';
import { readApplication } from './get-application';
import { getMyApplication, readOwnApplication, type ApplicantChangeDeps } from './my-applications';
import { moveStatus } from './status-move';

/**
 * The professional answers a proposed match. Accepting moves both sides to `matched` (with a
 * history line saying why) and puts `MatchAccepted` in the outbox, whose consumer introduces
 * them to each other; declining only records the answer, and nobody is told anything about the
 * other. Either way the proposal stops waiting, once: a second answer is refused, and so is an
 * acceptance when either side was withdrawn or rejected meanwhile.
 */
export async function decideMatch(
  deps: ApplicantChangeDeps,
  input: { id: string; roleId: string; sub: string } & TMatchDecision,
): Promise<TMyApplication> {
  const { item: candidate, related } = await readOwnApplication(deps.table, input);
  const offer = related.find((i) => matchRefKeys.parse(i)?.roleId === input.roleId) as
    MatchItem | undefined;
  if (!offer) throw notFound(myApplicationMessages.matchNotFound);
  if (matchStateOf(offer) !== 'proposed') throw conflict(myApplicationMessages.matchDecided);
  const { item: role } = await readApplication(deps.table, input.roleId);
  const accept = input.decision === 'accept';
  if (accept && (!canBeMatched(role.status) || !canBeMatched(candidate.status)))
    throw conflict(myApplicationMessages.matchClosed);

  const now = deps.clock.now();
  const at = now.toISOString();
  const decided = conflict(myApplicationMessages.matchDecided);
  const answer = { set: { state: accept ? 'accepted' : 'declined', decidedAt: at } };
  const tx = deps.table
    .transaction()
    .update(matchRefKeys.key({ id: candidate.id, roleId: role.id }), answer, decided, {
      state: 'proposed',
    })
    .update(matchKeys.key({ id: role.id, candidateId: candidate.id }), answer, decided, {
      state: 'proposed',
    });
  if (accept) {
    const detail: TMatchAccepted = {
      matchId: offer.matchId,
      roleId: role.id,
      candidateId: candidate.id,
    };
    tx.put(toOutboxItem(MATCH_ACCEPTED, offer.matchId, detail, now));
    const by = candidate.email;
    toMatched(
      tx,
      candidate,
      { by, at: now, reason: `Accepted the match with ${role.name}` },
      deps.ids,
      {
        awaitingAnswer: -1,
      },
    );
    toMatched(tx, role, { by, at: now, reason: `Match accepted by ${candidate.name}` }, deps.ids);
  } else {
    tx.update(
      applicationKey(candidate.id),
      { add: { awaitingAnswer: -1 } },
      conflict(applicationMessages.changed),
      { status: candidate.status },
    );
  }
  await tx.commit();
  return getMyApplication(deps, input);
}

/** Moves one side to `matched` (if not there already), told by the introduction, not a mail. */
function toMatched(
  tx: TransactionBuilder,
  side: ApplicationItem,
  change: { by: string; at: Date; reason: string },
  ids: IdGenerator,
  add?: Readonly<Record<string, number>>,
): void {
  if (side.status !== 'matched') return moveStatus(tx, side, 'matched', change, ids, add);
  const changed = conflict(applicationMessages.changed);
  if (add) tx.update(applicationKey(side.id), { add }, changed, { status: 'matched' });
  else tx.check(applicationKey(side.id), { exists: true, equals: { status: 'matched' } }, changed);
}
