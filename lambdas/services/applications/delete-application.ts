import { applicationKeys, matchKeys, matchRefKeys } from '../../keys/application';
import type { FileStore } from '../../ports/file-store';
import { MAX_TRANSACTION_OPS, type Table, type TableKey } from '../../ports/table';
import type { MatchItem } from './application-item';

/**
 * Deletes an application for good (its applicant closed their account, or it expired): the
 * application item first, so from then on it is in no list and no page, then its notes, history
 * and matches, the other side's half of each match (a professional waiting on a proposal from
 * it stops waiting), and its photo. Running it again finishes what a failure left.
 */
export async function deleteApplication(
  deps: {
    table: Pick<Table, 'queryAll' | 'update' | 'transaction'>;
    photos: Pick<FileStore, 'delete'>;
  },
  id: string,
): Promise<void> {
  const items = await deps.table.queryAll({
    pk: applicationKeys.pk.format({ id }),
    consistent: true,
  });
  const app = items.find((item) => applicationKeys.parse(item));
  const otherHalves: TableKey[] = [];
  for (const item of items) {
    const asRole = matchKeys.parse(item);
    const asCandidate = matchRefKeys.parse(item);
    if (asRole) {
      otherHalves.push(matchRefKeys.key({ id: asRole.candidateId, roleId: id }));
      if ((item as MatchItem).state === 'proposed')
        await deps.table
          .update(
            applicationKeys.key({ id: asRole.candidateId }),
            { add: { awaitingAnswer: -1 } },
            { exists: true },
          )
          .catch(() => undefined);
    }
    if (asCandidate) otherHalves.push(matchKeys.key({ id: asCandidate.roleId, candidateId: id }));
  }
  if (app) await deleteAll(deps.table, [app]);
  await deleteAll(deps.table, [...items.filter((item) => item !== app), ...otherHalves]);
  const photoKey = app?.photoKey;
  if (typeof photoKey === 'string' && photoKey !== '') await deps.photos.delete(photoKey);
}

/** Deletes the items, up to a transaction's 100 at a time; an item already gone is no error. */
export async function deleteAll(
  table: Pick<Table, 'transaction'>,
  items: readonly TableKey[],
): Promise<void> {
  for (let i = 0; i < items.length; i += MAX_TRANSACTION_OPS) {
    const tx = table.transaction();
    for (const { PK, SK } of items.slice(i, i + MAX_TRANSACTION_OPS)) tx.deleteIfAny({ PK, SK });
    await tx.commit();
  }
}
