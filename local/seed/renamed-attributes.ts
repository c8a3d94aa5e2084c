import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import type { Seeder } from './types';

type Item = Record<string, unknown>;

/**
 * Attribute names that changed, each set once per data folder (its own marker). The booking page
 * was called a calendar in stored items and event details before it got the user's name.
 */
export const RENAMES: { name: string; names: Record<string, string> }[] = [
  {
    name: 'booking-page-attributes',
    names: {
      calendarId: 'bookingPageId',
      calendarIds: 'bookingPageIds',
      calendarName: 'bookingPageName',
    },
  },
];

/** `value` with every object key found in `names` renamed, at any depth. */
function renamed(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renamed(v, names));
  if (!value || typeof value !== 'object' || value instanceof Uint8Array || value instanceof Set)
    return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [names[key] ?? key, renamed(v, names)]),
  );
}

/**
 * The item under today's attribute names, or undefined when it has none of the old ones. An
 * outbox item holds its event's detail as JSON text (`services/outbox/outbox-item.ts`): that
 * detail is read and written back under the new names too, so a waiting event reaches its
 * consumer in the shape it expects.
 */
export function renamedItem(item: Item, names: Record<string, string>): Item | undefined {
  const next = renamed(item, names) as Item;
  const detail = item.detail;
  if (typeof detail === 'string' && /^[[{]/.test(detail))
    next.detail = JSON.stringify(renamed(JSON.parse(detail), names));
  return JSON.stringify(next) === JSON.stringify(item) ? undefined : next;
}

/**
 * Carries a data folder from before a rename over, once per set: every item with an old name is
 * written back under the new one (its key unchanged, so one put). A local-only step over a small
 * table, so it scans; a fresh folder only writes the markers.
 */
export const renamedAttributes: Seeder = {
  name: 'renamed attributes',
  async run(ctx) {
    const doc = DynamoDBDocumentClient.from(ctx.dynamodb);
    const TableName = ctx.tableName;
    for (const set of RENAMES) {
      const marker = seedMarkerKeys.key({ name: set.name });
      const done = await doc.send(new GetCommand({ TableName, Key: marker, ConsistentRead: true }));
      if (done.Item) continue;
      let changed = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(new ScanCommand({ TableName, ExclusiveStartKey: start }));
        for (const item of page.Items ?? []) {
          const next = renamedItem(item, set.names);
          if (!next) continue;
          await doc.send(
            new PutCommand({ TableName, Item: next, ConditionExpression: 'attribute_exists(PK)' }),
          );
          changed += 1;
        }
        start = page.LastEvaluatedKey;
      } while (start);
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...marker, seededAt: new Date().toISOString(), changed },
        }),
      );
      if (changed) ctx.log('seed', `renamed attributes of ${changed} items (${set.name})`);
    }
  },
};
