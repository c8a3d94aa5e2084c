import { applicationKeys } from '../../keys/application';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { bookingPageKeys } from '../../keys/booking-page';
import { clientKeys } from '../../keys/client';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { dataExportKeys } from '../../keys/data-export';
import { documentKeys } from '../../keys/document';
import { invoiceKeys } from '../../keys/invoice';
import { runningTimerKeys } from '../../keys/timer';
import type { Table, TableItem } from '../../ports/table';

/**
 * Everything an account owns, found by key alone (no scan): its booking pages (GSI1
 * `USER#<sub>#CALS`), its documents (GSI2 `USER#<sub>#DOCS`), its applications (GSI3
 * `USER#<sub>#APPS`), its own partition `USER#<sub>` (libraries, templates, page references,
 * day locks) and the account's partitions kept apart from it so that only the functions that need
 * them can reach them: the professional profile, the invoices with their counters, the running
 * timer, the data archive, and the clients with their engagements (`CLIENT#<sub>`). Each page,
 * document and application is a partition of its own, which the export reads and the closure
 * deletes whole.
 */
export interface OwnedData {
  bookingPageIds: string[];
  documentIds: string[];
  applicationIds: string[];
  userItems: TableItem[];
}

export const userPartition = (sub: string) => `USER#${sub}`;

/** Every partition of the account's own items: `USER#<sub>` and those moved out of it. */
export const accountPartitions = (sub: string): string[] => [
  userPartition(sub),
  professionalProfileKeys.pk.format({ sub }),
  invoiceKeys.pk.format({ sub }),
  runningTimerKeys.pk.format({ sub }),
  dataExportKeys.pk.format({ sub }),
  clientKeys.pk.format({ sub }),
];

export async function findOwnedData(
  table: Pick<Table, 'queryAll'>,
  sub: string,
): Promise<OwnedData> {
  const ids = async (index: 'GSI1' | 'GSI2' | 'GSI3', pk: string) =>
    (await table.queryAll<{ id?: unknown }>({ index, pk, projection: ['id'] }))
      .map((item) => String(item.id ?? ''))
      .filter((id) => id !== '');
  const [bookingPageIds, documentIds, applicationIds, ...accountItems] = await Promise.all([
    ids('GSI1', bookingPageKeys.indexPartition('GSI1', { sub })),
    ids('GSI2', documentKeys.indexPartition('GSI2', { sub })),
    ids('GSI3', applicationKeys.indexPartition('GSI3', { sub })),
    ...accountPartitions(sub).map((pk) => readPartition(table, pk)),
  ]);
  return { bookingPageIds, documentIds, applicationIds, userItems: accountItems.flat() };
}

/** Everything stored under one partition key (a page, a document, an application). */
export const readPartition = (table: Pick<Table, 'queryAll'>, pk: string) =>
  table.queryAll<TableItem>({ pk, consistent: true });

/**
 * Everything stored under a booking page: its own partition and its connections' (kept apart,
 * since they hold sealed refresh tokens the public booking function must not reach).
 */
export const readBookingPage = async (
  table: Pick<Table, 'queryAll'>,
  id: string,
): Promise<TableItem[]> => [
  ...(await readPartition(table, bookingPageKeys.pk.format({ id }))),
  ...(await readPartition(table, calendarConnectionKeys.pk.format({ bookingPageId: id }))),
];
