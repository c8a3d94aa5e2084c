import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  type TransactWriteCommand,
  type UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import type { SeedContext } from './types';

export type StoredItem = Record<string, unknown>;

/** The write that carries one item over, conditional on the item as it was read. */
export type CarryOverWrite = PutCommand | UpdateCommand | TransactWriteCommand;

/**
 * One pass over a data folder from before a change of keys, names or sealing: `visit` sees every
 * item and answers the write that brings it to today's shape, or nothing. A marker item
 * (`SEED#<name>`) records that the pass finished, so it runs once per folder; each write is
 * conditional on what was read, so a stop midway is finished by the next start without writing
 * anything twice. Local only, over a small table, so it scans (no service or policy does).
 * Returns how many items it carried over.
 */
export async function carryOverOnce(
  ctx: SeedContext,
  name: string,
  visit: (
    item: StoredItem,
    tableName: string,
  ) => Promise<CarryOverWrite | undefined> | CarryOverWrite | undefined,
): Promise<number> {
  const doc = DynamoDBDocumentClient.from(ctx.dynamodb);
  const TableName = ctx.tableName;
  const marker = seedMarkerKeys.key({ name });
  const done = await doc.send(new GetCommand({ TableName, Key: marker, ConsistentRead: true }));
  if (done.Item) return 0;
  let changed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({ TableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const write = await visit(item, TableName);
      if (!write) continue;
      await doc.send(write as PutCommand);
      changed += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  await doc.send(
    new PutCommand({ TableName, Item: { ...marker, seededAt: new Date().toISOString(), changed } }),
  );
  return changed;
}
