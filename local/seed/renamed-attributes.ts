import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { carryOverOnce, type StoredItem } from './carry-over';
import type { Seeder } from './types';

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
export function renamedItem(
  item: StoredItem,
  names: Record<string, string>,
): StoredItem | undefined {
  const next = renamed(item, names) as StoredItem;
  const detail = item.detail;
  if (typeof detail === 'string' && /^[[{]/.test(detail))
    next.detail = JSON.stringify(renamed(JSON.parse(detail), names));
  return JSON.stringify(next) === JSON.stringify(item) ? undefined : next;
}

/**
 * Carries a data folder from before a rename over, once per set: every item with an old name is
 * written back under the new one (its key unchanged, so one put on the item as it was read).
 */
export const renamedAttributes: Seeder = {
  name: 'renamed attributes',
  async run(ctx) {
    for (const set of RENAMES) {
      const changed = await carryOverOnce(ctx, set.name, (item, TableName) => {
        const next = renamedItem(item, set.names);
        return (
          next &&
          new PutCommand({ TableName, Item: next, ConditionExpression: 'attribute_exists(PK)' })
        );
      });
      if (changed) ctx.log('seed', `renamed attributes of ${changed} items (${set.name})`);
    }
  },
};
