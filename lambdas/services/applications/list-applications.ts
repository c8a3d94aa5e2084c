import type { TApplicationList, ZApplicationListQuery } from '@contracts/applications/application';
import type * as z from 'zod';
import { applicationKeys } from '../../keys/application';
import type { Table, TableQuery } from '../../ports/table';
import { readFilteredPage, readPage } from '../page-cursor';
import { SUMMARY_ATTRIBUTES, toSummary } from './application-item';

type Query = z.output<typeof ZApplicationListQuery>;

/**
 * One page of one kind of submission, newest first, optionally in one status: a key query on
 * GSI1 (kind) or GSI2 (kind and status), never a scan, reading only what a list row shows. A
 * search (`q`, in the name or the e-mail) filters what the index answers, a bounded number of
 * submissions per page (`readFilteredPage`).
 */
export async function listApplications(
  deps: { table: Pick<Table, 'query'> },
  query: Query,
): Promise<TApplicationList> {
  const index = query.status ? 'GSI2' : 'GSI1';
  const pk = query.status
    ? applicationKeys.indexPartition('GSI2', { kind: query.kind, status: query.status })
    : applicationKeys.indexPartition('GSI1', { kind: query.kind });
  const keyQuery: Omit<TableQuery, 'cursor' | 'limit'> = {
    index,
    pk,
    ascending: false,
    projection: [...SUMMARY_ATTRIBUTES],
  };
  const needle = query.q?.toLocaleLowerCase();
  const page = needle
    ? await readFilteredPage<Record<string, unknown>>(deps.table, keyQuery, query, (item) =>
        [item.name, item.email].some(
          (text) => typeof text === 'string' && text.toLocaleLowerCase().includes(needle),
        ),
      )
    : await readPage<Record<string, unknown>>(deps.table, keyQuery, query);
  return { applications: page.items.map(toSummary), nextCursor: page.nextCursor };
}
