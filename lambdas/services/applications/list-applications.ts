import type { TApplicationList, ZApplicationListQuery } from '@contracts/applications/application';
import type * as z from 'zod';
import { applicationKeys } from '../../keys/application';
import type { Table } from '../../ports/table';
import { decodeCursor, encodeCursor } from '../page-cursor';
import { SUMMARY_ATTRIBUTES, toSummary } from './application-item';

type Query = z.output<typeof ZApplicationListQuery>;

/**
 * One page of one kind of submission, newest first, optionally in one status: a key query on
 * GSI1 (kind) or GSI2 (kind and status), never a scan, reading only what a list row shows.
 */
export async function listApplications(
  deps: { table: Pick<Table, 'query'> },
  query: Query,
): Promise<TApplicationList> {
  const index = query.status ? 'GSI2' : 'GSI1';
  const pk = query.status
    ? applicationKeys.indexPartition('GSI2', { kind: query.kind, status: query.status })
    : applicationKeys.indexPartition('GSI1', { kind: query.kind });
  const keys = ['PK', 'SK', `${index}PK`, `${index}SK`];
  // One more than the page: a next page is offered only when there is one.
  const page = await deps.table.query<Record<string, unknown>>({
    index,
    pk,
    ascending: false,
    limit: query.limit + 1,
    projection: [...SUMMARY_ATTRIBUTES, ...keys],
    cursor: decodeCursor(query.cursor, { attribute: `${index}PK`, value: pk }),
  });
  const shown = page.items.slice(0, query.limit);
  const last = shown.at(-1);
  const more = page.items.length > query.limit || (shown.length === query.limit && !!page.cursor);
  return {
    applications: shown.map(toSummary),
    nextCursor:
      more && last ? encodeCursor(Object.fromEntries(keys.map((k) => [k, last[k]]))) : null,
  };
}
