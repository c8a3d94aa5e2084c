import JSZip from 'jszip';
import type { TDataExportRequested } from '@contracts/account/data-export';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { readApplication } from '../applications/get-application';
import { loadDocument } from '../documents/owned-document';
import { sendOnce } from '../mail/send-once';
import {
  accountArchive,
  applicationArchive,
  bookingPageArchive,
  clientsArchive,
  documentArchive,
  type ArchiveFile,
  type ArchivePart,
} from './archive-entries';
import {
  dataExportFileKey,
  dataExportKey,
  expiresAtOf,
  type DataExportItem,
} from './data-export-item';
import { findOwnedData, readBookingPage } from './owned-data';

export interface ProduceDataExportDeps {
  table: Pick<Table, 'get' | 'query' | 'queryAll' | 'update' | 'putIfAbsent' | 'delete'>;
  clock: Clock;
  documents: Pick<FileStore, 'get' | 'put'>;
  photos: Pick<FileStore, 'get'>;
  users: Pick<UserDirectory, 'getEmail'>;
  mailer: Mailer;
  links: AppLinks;
  log?: Logger;
}

/**
 * `DataExportRequested` → one ZIP of the person's data: `data.json` (their booking pages,
 * documents, applications and the records of their own partition, each entry named by entity
 * and made as their own screens show it: `archive-entries.ts`) and `files/` (each document's
 * original, signed copy and certificate, each application photo, each timesheet export and
 * invoice). Stored under `data-exports/`, marked ready, and the account mailed a link to the page
 * that downloads it. A redelivery of a request already answered, or replaced by a newer one, does
 * nothing.
 */
export async function produceDataExport(deps: ProduceDataExportDeps, event: TDataExportRequested) {
  const key = dataExportKey(event.sub);
  const request = await deps.table.get<DataExportItem>(key, { consistent: true });
  if (!request || request.id !== event.exportId) return 'replaced' as const;
  if (request.status === 'ready') return 'already ready' as const;

  const email = await deps.users.getEmail(event.sub);
  const owned = await findOwnedData(deps.table, event.sub);
  const parts: ArchivePart[] = [];
  const add = (part: ArchivePart) => {
    parts.push(part);
    return part.entries;
  };

  const bookingPages = [];
  for (const id of owned.bookingPageIds) {
    const items = await readBookingPage(deps.table, id);
    bookingPages.push(add(await bookingPageArchive(deps.table, items)));
  }
  const documents = [];
  for (const id of owned.documentIds) {
    const bundle = await loadDocument(deps.table, id);
    if (bundle) documents.push(add(await documentArchive(deps.table, bundle)));
  }
  const applications = [];
  for (const id of owned.applicationIds) {
    const found = await ownApplication(deps.table, id, event.sub);
    if (found)
      applications.push(add(await applicationArchive(deps.table, found.item, found.related)));
  }
  const account_items = add(accountArchive(owned.userItems, deps.clock.now()));
  const clients = add(await clientsArchive(deps.table, owned.userItems));

  const zip = new JSZip();
  const folder = zip.folder('files')!;
  for (const file of parts.flatMap((part) => part.files)) await addFile(deps, folder, file);
  const exportedAt = deps.clock.now().toISOString();
  zip.file(
    'data.json',
    JSON.stringify(
      {
        exportedAt,
        account: { id: event.sub, email },
        bookingPages: bookingPages.filter((entries) => entries.length > 0),
        documents,
        applications,
        clients,
        account_items,
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
      ...mails.accountDataExportReady({
        until: expiresAtOf(ready).slice(0, 10),
        dataUrl: deps.links.url('/account/data'),
      }),
    }),
  );
  return 'ready' as const;
}

/** One of the person's applications with everything stored with it; gone meanwhile: none. */
async function ownApplication(table: Pick<Table, 'queryAll'>, id: string, sub: string) {
  try {
    const found = await readApplication(table, id);
    return found.item.submittedBy === sub ? found : undefined;
  } catch {
    return undefined;
  }
}

async function addFile(
  deps: Pick<ProduceDataExportDeps, 'documents' | 'photos'>,
  folder: JSZip,
  file: ArchiveFile,
): Promise<void> {
  const object = await deps[file.bucket].get(file.key);
  if (object) folder.file(file.path, object.body);
}

const README = `Your vCISO Hub data

data.json holds your records as your own screens show them, each entry named by what it is:
- bookingPages: each booking page with its settings and billing, connected calendars (without
  their access tokens), date overrides, meetings (with the visitor's name and e-mail, as your
  calendar shows them), time entries, submitted periods and timesheet exports;
- documents: each document with its signers, fields and timeline, as your documents page shows
  them;
- applications: each application as you sent it, with its status history, the roles proposed to
  you (a company is named once you have accepted its role), and the notes our screeners wrote
  about it;
- clients: each client with its address, tax id, currency, tax rate, payment terms, contacts and
  the booking pages that bill it;
- account_items: your libraries, document templates, invoices and credit notes, invoice details
  and a running timer.

Other people's data is not in it beyond what your screens already show you: nobody is named to
you before they have agreed to meet you, and our staff's addresses are left out.

files/ holds the files: each document's original, signed copy and certificate of completion,
each application photo, each timesheet export and each invoice and credit note.

Times are UTC (ISO 8601). Amounts are in minor units (pence, cents) where so named.
`;
