import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from '../../lambdas/keys/application';
import { carryOverOnce, type StoredItem } from './carry-over';
import type { Seeder } from './types';

/** A spec field name as the wire and the table write it: `full_name` → `fullName`. */
export const camelCaseName = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const isMap = (value: unknown): value is StoredItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The map with every snake_case field renamed, or undefined when none is. A value already under
 * its camelCase name is kept (a half-migrated item cannot lose the newer one).
 */
function renamedFields(map: StoredItem): StoredItem | undefined {
  if (!Object.keys(map).some((name) => camelCaseName(name) !== name)) return undefined;
  const next: StoredItem = {};
  for (const [name, value] of Object.entries(map)) {
    const camel = camelCaseName(name);
    if (camel === name || !(camel in map)) next[camel] = value;
  }
  return next;
}

/**
 * The attributes to set on a stored application whose sent fields (`submission`) or refined
 * requirements (`requirements`) still carry snake_case names, or undefined for any other item.
 * Only these two maps held them; the item's own attributes, its notes, history, matches and
 * events were camelCase already.
 */
export function camelCasedApplication(item: StoredItem): StoredItem | undefined {
  if (!applicationKeys.parse(item as { PK: string; SK: string })) return undefined;
  const changes: StoredItem = {};
  for (const attribute of ['submission', 'requirements']) {
    const map = item[attribute];
    const next = isMap(map) ? renamedFields(map) : undefined;
    if (next) changes[attribute] = next;
  }
  return Object.keys(changes).length ? changes : undefined;
}

/**
 * Carries a data folder from before the applications' fields were named in camelCase over, once:
 * each application's `submission` and `requirements` maps are rewritten under the new names. Each
 * item is one conditional update on the `updatedAt` it was read with, so a stop midway leaves
 * every item whole in one shape or the other, and the next start goes on.
 */
export const camelCasedApplications: Seeder = {
  name: 'camel-cased applications',
  async run(ctx) {
    const renamed = await carryOverOnce(ctx, 'camel-cased-applications', (item, TableName) => {
      const changes = camelCasedApplication(item);
      if (!changes) return undefined;
      const names = Object.keys(changes);
      return new UpdateCommand({
        TableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
        ConditionExpression: 'updatedAt = :updatedAt',
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((n, i) => [`:a${i}`, changes[n]])),
          ':updatedAt': item.updatedAt,
        },
      });
    });
    if (renamed) ctx.log('seed', `named the fields of ${renamed} applications in camelCase`);
  },
};
