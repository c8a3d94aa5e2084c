import { applicationKeys } from '../../keys/application';
import { calendarKeys } from '../../keys/calendar';
import { documentKeys } from '../../keys/document';
import type { Table, TableItem } from '../../ports/table';

/**
 * Everything an account owns, found by key alone (no scan): its booking pages (GSI1
 * `USER#<sub>#CALS`), its documents (GSI2 `USER#<sub>#DOCS`), its applications (GSI3
 * `USER#<sub>#APPS`) and its own partition `USER#<sub>` (libraries, templates, page references,
 * day locks, the data archive). Each page, document and application is a partition of its own,
 * which the export reads and the closure deletes whole.
 */
export interface OwnedData {
  calendarIds: string[];
  documentIds: string[];
  applicationIds: string[];
  userItems: TableItem[];
}

export const userPartition = (sub: string) => `USER#${sub}`;

export async function findOwnedData(
  table: Pick<Table, 'queryAll'>,
  sub: string,
): Promise<OwnedData> {
  const ids = async (index: 'GSI1' | 'GSI2' | 'GSI3', pk: string) =>
    (await table.queryAll<{ id?: unknown }>({ index, pk, projection: ['id'] }))
      .map((item) => String(item.id ?? ''))
      .filter((id) => id !== '');
  const [calendarIds, documentIds, applicationIds, userItems] = await Promise.all([
    ids('GSI1', calendarKeys.indexPartition('GSI1', { sub })),
    ids('GSI2', documentKeys.indexPartition('GSI2', { sub })),
    ids('GSI3', applicationKeys.indexPartition('GSI3', { sub })),
    table.queryAll<TableItem>({ pk: userPartition(sub), consistent: true }),
  ]);
  return { calendarIds, documentIds, applicationIds, userItems };
}

/** Everything stored under one partition key (a page, a document, an application). */
export const readPartition = (table: Pick<Table, 'queryAll'>, pk: string) =>
  table.queryAll<TableItem>({ pk, consistent: true });
