import JSZip from 'jszip';
import type { TDataExportRequested } from '@contracts/account/data-export';
import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from '../../keys/application';
import { auditRowKeys } from '../../keys/audit-row';
import { bookingLockKeys } from '../../keys/booking-lock';
import { calendarKeys } from '../../keys/calendar';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { calendarRefKeys } from '../../keys/calendar-ref';
import { dataExportKeys } from '../../keys/data-export';
import { dateOverrideKeys } from '../../keys/date-override';
import { documentKeys } from '../../keys/document';
import { documentFieldKeys } from '../../keys/document-field';
import { importedEventKeys } from '../../keys/imported-event';
import { invoiceKeys } from '../../keys/invoice';
import { libraryKeys } from '../../keys/library';
import { meetingKeys, meetingRefKeys } from '../../keys/meeting';
import { templateKeys } from '../../keys/template';
import {
  timesheetDayKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
} from '../../keys/timesheet-entry';
import { timesheetExportKeys } from '../../keys/timesheet-export';
import { workflowStepKeys } from '../../keys/workflow-step';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Mailer } from '../../ports/mailer';
import type { Table, TableItem } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { sendOnce } from '../mail/send-once';
import {
  dataExportFileKey,
  dataExportKey,
  expiresAtOf,
  type DataExportItem,
} from './data-export-item';
import { findOwnedData, readPartition } from './owned-data';

/** What each stored item is, named in the archive as the data model names it. */
const ENTITIES = [
  calendarKeys,
  calendarConnectionKeys,
  dateOverrideKeys,
  meetingKeys,
  meetingRefKeys,
  importedEventKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
  timesheetExportKeys,
  documentKeys,
  workflowStepKeys,
  documentFieldKeys,
  auditRowKeys,
  applicationKeys,
  applicationNoteKeys,
  applicationHistoryKeys,
  matchKeys,
  matchRefKeys,
  libraryKeys,
  templateKeys,
  calendarRefKeys,
  bookingLockKeys,
  dataExportKeys,
];

/** Storage's own bookkeeping, and secrets that would open something (never exported). */
const INTERNAL = /^(PK|SK|GSI\d+(PK|SK)|ttl)$/;
const SECRET = /(ciphertext|tokenhash|verifier|secret|password)/i;

/** One stored item as the person reads it: what it is, and its own attributes. */
export function readable(item: TableItem): Record<string, unknown> {
  const entity = ENTITIES.find((e) => e.parse(item))?.entity ?? 'record';
  const attributes = Object.fromEntries(
    Object.entries(item).filter(([name]) => !INTERNAL.test(name) && !SECRET.test(name)),
  );
  return { entity, ...attributes };
}

/** A file name that is one path segment of printable characters on every system. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 120);

export interface ProduceDataExportDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'update' | 'putIfAbsent' | 'delete'>;
  clock: Clock;
  documents: Pick<FileStore, 'get' | 'put'>;
  photos: Pick<FileStore, 'get'>;
  users: Pick<UserDirectory, 'getEmail'>;
  mailer: Mailer;
  links: AppLinks;
  log?: Logger;
}

/**
 * `DataExportRequested` → one ZIP of everything the account holds: `data.json` (every item of its
 * booking pages, documents, applications and own partition, each named by entity, without
 * storage keys or secrets) and `files/` (each document's original, signed copy and certificate,
 * each application photo, each timesheet export). Stored under `data-exports/`, marked ready, and
 * the account mailed a link to the page that downloads it. A redelivery of a request already
 * answered, or replaced by a newer one, does nothing.
 */
export async function produceDataExport(deps: ProduceDataExportDeps, event: TDataExportRequested) {
  const key = dataExportKey(event.sub);
  const request = await deps.table.get<DataExportItem>(key, { consistent: true });
  if (!request || request.id !== event.exportId) return 'replaced' as const;
  if (request.status === 'ready') return 'already ready' as const;

  const email = await deps.users.getEmail(event.sub);
  const owned = await findOwnedData(deps.table, event.sub);
  const zip = new JSZip();
  const files = zip.folder('files')!;
  const read = (pk: string) => readPartition(deps.table, pk);

  const bookingPages = [];
  for (const id of owned.calendarIds) {
    const items = await read(calendarKeys.pk.format({ id }));
    for (const item of items.filter((i) => timesheetExportKeys.parse(i)))
      if (typeof item.fileKey === 'string')
        await addFile(
          files,
          deps.documents,
          item.fileKey,
          `timesheet-exports/${item.fileKey.split('/').pop()}`,
        );
    bookingPages.push(items.map(readable));
  }
  const documents = [];
  for (const id of owned.documentIds) {
    const items = await read(documentKeys.pk.format({ id }));
    const document = items.find((i) => documentKeys.parse(i));
    if (document) {
      const name = safeName(String(document.originalFileName ?? 'original'));
      await addFile(files, deps.documents, document.originalKey, `documents/${id}/${name}`);
      await addFile(
        files,
        deps.documents,
        document.signedKey,
        `documents/${id}/signed-${name.replace(/\.[^.]+$/, '')}.pdf`,
      );
      await addFile(
        files,
        deps.documents,
        document.certificateKey,
        `documents/${id}/certificate.pdf`,
      );
    }
    documents.push(items.map(readable));
  }
  const applications = [];
  for (const id of owned.applicationIds) {
    const items = await read(applicationKeys.pk.format({ id }));
    const photoKey = items.find((i) => applicationKeys.parse(i))?.photoKey;
    if (typeof photoKey === 'string')
      await addFile(files, deps.photos, photoKey, `photos/${id}.${photoKey.split('.').pop()}`);
    applications.push(items.map(readable));
  }
  for (const item of owned.userItems.filter((i) => invoiceKeys.parse(i)))
    if (typeof item.fileKey === 'string')
      await addFile(
        files,
        deps.documents,
        item.fileKey,
        `invoices/${item.fileKey.split('/').pop()}`,
      );
  const exportedAt = deps.clock.now().toISOString();
  zip.file(
    'data.json',
    JSON.stringify(
      {
        exportedAt,
        account: { id: event.sub, email },
        bookingPages,
        documents,
        applications,
        account_items: owned.userItems.filter((i) => !dataExportKeys.parse(i)).map(readable),
      },
      null,
      2,
    ),
  );
  zip.file('README.txt', README);
  const body = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  const fileKey = dataExportFileKey(event.sub, event.exportId);
  await deps.documents.put({ key: fileKey, body, contentType: 'application/zip' });
  const ready = await deps.table.update<DataExportItem>(
    key,
    { set: { status: 'ready', readyAt: exportedAt, fileKey, size: body.byteLength } },
    { exists: true, equals: { id: event.exportId } },
  );
  if (!email) return 'ready, nobody to mail' as const;
  await sendOnce(deps, { scope: 'data-export', key: event.exportId }, () =>
    deps.mailer.send({
      to: email,
      subject: 'Your vCISO Hub data is ready to download',
      text: [
        'Hello,',
        '',
        'The archive of your vCISO Hub data you asked for is ready: everything your account holds, as data.json, with your files.',
        '',
        `Download it, signed in, until ${expiresAtOf(ready).slice(0, 10)}: ${deps.links.url('/account/data')}`,
        '',
        'If you did not ask for it, change your password and tell us.',
      ].join('\n'),
    }),
  );
  return 'ready' as const;
}

async function addFile(
  folder: JSZip,
  store: Pick<FileStore, 'get'>,
  key: unknown,
  name: string,
): Promise<void> {
  if (typeof key !== 'string' || key === '') return;
  const object = await store.get(key);
  if (object) folder.file(name, object.body);
}

const README = `Your vCISO Hub data

data.json holds everything your account holds, as stored:
- bookingPages: each booking page with its settings, date overrides, connected calendars (without
  their access tokens), meetings, time entries and timesheet exports;
- documents: each document with its signers, fields and audit trail;
- applications: each application as you sent it, with its status history, notes and matches;
- account_items: your libraries, document templates, invoices, credit notes and invoice details,
  and the day records of your bookings.

files/ holds the files: each document's original, signed copy and certificate of completion,
each application photo, each timesheet export and each invoice and credit note.

Times are UTC (ISO 8601). Amounts are in minor units (pence, cents) where so named.
`;
