import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { professionalProfileKeys } from '../../lambdas/keys/professional-profile';
import { calendarConnectionKeys } from '../../lambdas/keys/calendar-connection';
import { dataExportKeys } from '../../lambdas/keys/data-export';
import { invoiceCounterKeys, invoiceKeys } from '../../lambdas/keys/invoice';
import { keyPattern } from '../../lambdas/keys/key-pattern';
import { runningTimerKeys } from '../../lambdas/keys/timer';
import { carryOverOnce, type StoredItem } from './carry-over';
import type { Seeder } from './types';

interface Move {
  /** The key the entity had when it shared `USER#<sub>` or `CAL#<id>` with others. */
  from: { pk: string; sk: string };
  /** Its key (and index attributes) now, from the values of the old one. */
  to: (values: Record<string, string>) => object;
}

/**
 * Entities moved to partitions of their own, so that an IAM `dynamodb:LeadingKeys` pattern can
 * grant them alone (docs/decisions.md, "Least privilege by entity"). A data folder from before
 * still holds them under their old keys.
 */
const MOVES: Move[] = [
  {
    from: { pk: 'USER#{sub}', sk: 'BILLINGPROFILE' },
    to: ({ sub }) => professionalProfileKeys.key({ sub: sub! }),
  },
  {
    from: { pk: 'USER#{sub}', sk: 'INV#{kind}#{number}' },
    // Its sort key on the list of invoices stays; the list's partition moves with it.
    to: ({ sub, kind, number }) => ({
      ...invoiceKeys.key({ sub: sub!, kind: kind!, number: number! }),
      GSI1PK: invoiceKeys.indexPartition('GSI1', { sub: sub! }),
    }),
  },
  {
    from: { pk: 'USER#{sub}', sk: 'INVSEQ#{kind}' },
    to: ({ sub, kind }) => invoiceCounterKeys.key({ sub: sub!, kind: kind! }),
  },
  { from: { pk: 'USER#{sub}', sk: 'TIMER' }, to: ({ sub }) => runningTimerKeys.key({ sub: sub! }) },
  {
    from: { pk: 'USER#{sub}', sk: 'DATAEXPORT' },
    to: ({ sub }) => dataExportKeys.key({ sub: sub! }),
  },
  {
    from: { pk: 'CAL#{bookingPageId}', sk: 'CONN#{id}' },
    to: ({ bookingPageId, id }) =>
      calendarConnectionKeys.key({ bookingPageId: bookingPageId!, id: id! }),
  },
];

const patterns = MOVES.map((move) => ({
  pk: keyPattern(move.from.pk),
  sk: keyPattern(move.from.sk),
  to: move.to,
}));

/** The item under its key of today, or undefined when it was never moved. */
export function movedItem(item: StoredItem): StoredItem | undefined {
  for (const move of patterns) {
    const a = move.pk.parse(String(item.PK));
    const b = a && move.sk.parse(String(item.SK));
    if (a && b) return { ...item, ...move.to({ ...a, ...b }) };
  }
  return undefined;
}

/**
 * Carries a data folder from before the moves over, once: every item still under an old key is
 * written under its new key and deleted from the old one in one transaction, so a stop midway
 * leaves each item in exactly one place, and the next start goes on.
 */
export const movedPartitions: Seeder = {
  name: 'moved partitions',
  async run(ctx) {
    const moved = await carryOverOnce(ctx, 'moved-partitions', (item, TableName) => {
      const next = movedItem(item);
      return (
        next &&
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: next, ConditionExpression: 'attribute_not_exists(PK)' } },
            {
              Delete: {
                TableName,
                Key: { PK: item.PK, SK: item.SK },
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
          ],
        })
      );
    });
    if (moved) ctx.log('seed', `moved ${moved} items to their own partitions`);
  },
};
