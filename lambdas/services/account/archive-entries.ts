import { ZMyApplication, ZMyApplicationSummary } from '@contracts/applications/my-applications';
import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from '../../keys/application';
import { auditRowKeys } from '../../keys/audit-row';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { bookingLockKeys } from '../../keys/booking-lock';
import { bookingPageKeys } from '../../keys/booking-page';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { bookingPageRefKeys } from '../../keys/booking-page-ref';
import { dataExportKeys } from '../../keys/data-export';
import { dateOverrideKeys } from '../../keys/date-override';
import { documentKeys } from '../../keys/document';
import { documentFieldKeys } from '../../keys/document-field';
import { clientKeys } from '../../keys/client';
import { budgetAlertKeys } from '../../keys/budget-alert';
import { engagementKeys } from '../../keys/engagement';
import { importedEventKeys } from '../../keys/imported-event';
import { invoiceCounterKeys, invoiceKeys } from '../../keys/invoice';
import { libraryKeys } from '../../keys/library';
import { meetingKeys, meetingRefKeys } from '../../keys/meeting';
import { templateKeys } from '../../keys/template';
import { runningTimerKeys } from '../../keys/timer';
import {
  timesheetDayKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
} from '../../keys/timesheet-entry';
import { timesheetExportKeys } from '../../keys/timesheet-export';
import { timesheetPeriodKeys } from '../../keys/timesheet-period';
import { workflowStepKeys } from '../../keys/workflow-step';
import type { Table, TableItem } from '../../ports/table';
import type { ApplicationItem } from '../applications/application-item';
import {
  disclosedNotes,
  proposalsOf,
  toMyApplication,
  toMyApplicationSummary,
} from '../applications/my-applications';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import type { ClientItem } from '../clients/client-item';
import { clientView } from '../clients/client-pages';
import { fromBookingPageItem } from '../booking-pages/booking-page-item';
import { fromDateOverrideItem } from '../booking-pages/date-override-item';
import { connectionsOf } from '../booking-pages/list-connections';
import { fromMeetingItem } from '../booking-pages/meeting-item';
import { toAuditRow } from '../documents/audit-log';
import { documentView } from '../documents/document-view';
import { fromLibraryItem } from '../documents/library-item';
import type { DocumentBundle } from '../documents/owned-document';
import { toTemplate, type TemplateItem } from '../documents/templates/template-item';
import { engagementViewOf, type EngagementItem } from '../engagements/engagement-item';
import {
  fromProfessionalProfileItem,
  type ProfessionalProfileItem,
} from '../profile/professional-profile-item';
import type { InvoiceItem } from '../invoices/invoice-item';
import { invoiceFileReady, toInvoiceView } from '../invoices/invoice-view';
import { billingOf, billingViewOf } from '../timesheets/billing-item';
import { pageCurrency } from '../timesheets/currency-confirmation';
import { fromEntryItem } from '../timesheets/entry-item';
import type { ExportItem } from '../timesheets/export-item';
import { exportFileReady, toExportView } from '../timesheets/export-view';
import { fromPeriodItem, type PeriodItem } from '../timesheets/period-item';
import { fromTimerItem } from '../timesheets/timer-item';

/**
 * The person's data archive holds their own records as their own screens show them, each made
 * by the very function that answers that screen: of other people, only what those screens
 * already show them (a visitor's name on a meeting they host, a signer on their document). So
 * a professional is not told a company's name before accepting its role, a company is never
 * told which professionals were proposed, and no screener's or administrator's address leaves.
 */

/** One record of the archive: what it is (the data model's name), then the screen's fields. */
export type ArchiveEntry = { entity: string } & Record<string, unknown>;

/** A stored file the archive copies to `files/<path>`. */
export interface ArchiveFile {
  bucket: 'documents' | 'photos';
  key: string;
  path: string;
}

export interface ArchivePart {
  entries: ArchiveEntry[];
  files: ArchiveFile[];
}

/**
 * What becomes of every entity stored in the person's partitions (`owned-data.ts`): an entry of
 * its own, a part of another's entry, or left out. A unit test holds that none is forgotten.
 */
export const ARCHIVED = {
  entries: [
    bookingPageKeys,
    calendarConnectionKeys,
    dateOverrideKeys,
    meetingKeys,
    timesheetEntryKeys,
    timesheetPeriodKeys,
    timesheetExportKeys,
    documentKeys,
    applicationKeys,
    applicationNoteKeys,
    libraryKeys,
    templateKeys,
    invoiceKeys,
    professionalProfileKeys,
    runningTimerKeys,
    engagementKeys,
    clientKeys,
  ],
  /** The document's signers, fields and timeline; the application's history and proposals. */
  within: [workflowStepKeys, documentFieldKeys, auditRowKeys, applicationHistoryKeys, matchRefKeys],
  leftOut: [
    // The role request's side of a match: which professionals were proposed is not the company's.
    matchKeys,
    // Bookkeeping that only repeats the records above (ids, sums, locks, counters).
    meetingRefKeys,
    importedEventKeys,
    timesheetEntryRefKeys,
    timesheetDayKeys,
    bookingPageRefKeys,
    bookingLockKeys,
    invoiceCounterKeys,
    budgetAlertKeys,
    // The archive's own request.
    dataExportKeys,
  ],
} as const;

const entry = (keys: { entity: string }, view: object): ArchiveEntry => ({
  entity: keys.entity,
  ...view,
});

const fileName = (key: string) => key.split('/').pop() ?? key;

/**
 * A booking page as its screens show it: settings and billing, connected calendars (read as the
 * connections page reads them, wherever they are stored), date overrides, meetings, time entries,
 * submitted periods and exports.
 */
export async function bookingPageArchive(
  table: Pick<Table, 'query' | 'queryAll'>,
  items: readonly TableItem[],
): Promise<ArchivePart> {
  const bookingPage = items.find((i) => bookingPageKeys.parse(i)) as BookingPageItem | undefined;
  if (!bookingPage) return { entries: [], files: [] };
  const currency = await pageCurrency(table, bookingPage);
  const billing = billingViewOf(
    { ...billingOf(bookingPage), currency: currency.currency },
    currency,
    bookingPage.clientId ?? null,
  );
  const connections = await connectionsOf(table, bookingPage.id, bookingPage.primaryConnectionId);
  const entries: ArchiveEntry[] = [
    entry(bookingPageKeys, { ...fromBookingPageItem(bookingPage), billing }),
    ...connections.map((connection) => entry(calendarConnectionKeys, connection)),
  ];
  const files: ArchiveFile[] = [];
  for (const item of items) {
    if (dateOverrideKeys.parse(item)) {
      const override = fromDateOverrideItem(item);
      if (override) entries.push(entry(dateOverrideKeys, override));
    } else if (meetingKeys.parse(item)) entries.push(entry(meetingKeys, fromMeetingItem(item)));
    else if (timesheetEntryKeys.parse(item))
      entries.push(entry(timesheetEntryKeys, fromEntryItem(item)));
    else if (timesheetPeriodKeys.parse(item))
      entries.push(entry(timesheetPeriodKeys, fromPeriodItem(item as PeriodItem)));
    else if (timesheetExportKeys.parse(item)) {
      const exported = item as ExportItem;
      const { downloadUrl: _link, ...view } = toExportView(exported, null);
      const path = exportFileReady(exported)
        ? `timesheet-exports/${fileName(exported.fileKey!)}`
        : null;
      if (path) files.push({ bucket: 'documents', key: exported.fileKey!, path });
      entries.push(entry(timesheetExportKeys, { ...view, file: path && `files/${path}` }));
    }
  }
  return { entries, files };
}

const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 120);

/**
 * A document as its owner's screen shows it, its timeline with the audit chain's hashes, and its
 * original, signed copy and certificate.
 */
export async function documentArchive(
  table: Pick<Table, 'get'>,
  bundle: DocumentBundle,
): Promise<ArchivePart> {
  const { document } = bundle;
  const name = safeName(String(document.originalFileName ?? 'original'));
  const stored: [string, unknown, string][] = [
    ['original', document.originalKey, name],
    ['signedCopy', document.signedKey, `signed-${name.replace(/\.[^.]+$/, '')}.pdf`],
    ['certificate', document.certificateKey, 'certificate.pdf'],
  ];
  const files: ArchiveFile[] = [];
  const paths: Record<string, string> = {};
  for (const [label, key, file] of stored)
    if (typeof key === 'string' && key !== '') {
      const path = `documents/${document.id}/${file}`;
      files.push({ bucket: 'documents', key, path });
      paths[label] = `files/${path}`;
    }
  // The timeline with each row's chain hashes: evidence the owner can check the record against.
  const view = { ...(await documentView(table, bundle)), timeline: bundle.audit.map(toAuditRow) };
  return { entries: [entry(documentKeys, { ...view, files: paths })], files };
}

/**
 * An application as its applicant's own screens show it: the row of their list and the page of
 * the application (`GET /api/my/applications` and `/{id}`, through the same response schemas),
 * the photo as a file instead of a link, and the screeners' notes about it, unsigned.
 */
export async function applicationArchive(
  table: Pick<Table, 'get'>,
  item: ApplicationItem,
  related: readonly TableItem[],
): Promise<ArchivePart> {
  const photo = typeof item.photoKey === 'string' && item.photoKey !== '' ? item.photoKey : null;
  const path = photo ? `photos/${item.id}.${photo.split('.').pop()}` : null;
  const proposals = item.kind === 'ciso' ? await proposalsOf(table, related) : [];
  const summary = ZMyApplicationSummary.parse(toMyApplicationSummary(item));
  const { photoUrl: _link, ...view } = ZMyApplication.parse(
    toMyApplication(item, related, proposals, null),
  ) as Record<string, unknown>;
  return {
    entries: [
      entry(applicationKeys, { ...summary, ...view, photo: path && `files/${path}` }),
      ...disclosedNotes(related).map((note) => entry(applicationNoteKeys, note)),
    ],
    files: photo && path ? [{ bucket: 'photos', key: photo, path }] : [],
  };
}

/**
 * The account's own partition: libraries, templates, invoices, invoice details, the timer, the
 * engagements (each naming its client as the partition holds it; their terms as on `now`).
 */
export function accountArchive(items: readonly TableItem[], now: Date): ArchivePart {
  const entries: ArchiveEntry[] = [];
  const files: ArchiveFile[] = [];
  const clientNames = new Map(
    items
      .filter((item) => clientKeys.parse(item))
      .map((item) => [String(item.id), String(item.name ?? '')]),
  );
  for (const item of items) {
    if (engagementKeys.parse(item)) {
      const engagement = item as EngagementItem;
      const clientName = clientNames.get(engagement.clientId) ?? '';
      entries.push(entry(engagementKeys, engagementViewOf(engagement, clientName, now, [])));
      continue;
    }
    if (libraryKeys.parse(item)) entries.push(entry(libraryKeys, fromLibraryItem(item)));
    else if (templateKeys.parse(item))
      entries.push(entry(templateKeys, toTemplate(item as TemplateItem)));
    else if (professionalProfileKeys.parse(item))
      entries.push(
        entry(
          professionalProfileKeys,
          fromProfessionalProfileItem(item as ProfessionalProfileItem),
        ),
      );
    else if (runningTimerKeys.parse(item))
      entries.push(entry(runningTimerKeys, fromTimerItem(item)));
    else if (invoiceKeys.parse(item)) {
      const invoice = item as InvoiceItem;
      const { downloadUrl: _link, ...view } = toInvoiceView(invoice, null);
      const path = invoiceFileReady(invoice) ? `invoices/${fileName(invoice.fileKey!)}` : null;
      if (path) files.push({ bucket: 'documents', key: invoice.fileKey!, path });
      entries.push(entry(invoiceKeys, { ...view, file: path && `files/${path}` }));
    }
  }
  return { entries, files };
}

/**
 * The account's clients as the client screen shows them (`GET /api/clients/{id}`): details,
 * contacts, the booking pages that bill each and whether its currency is locked.
 */
export async function clientsArchive(
  table: Pick<Table, 'get' | 'query'>,
  items: readonly TableItem[],
): Promise<ArchivePart> {
  const entries: ArchiveEntry[] = [];
  for (const item of items)
    if (clientKeys.parse(item))
      entries.push(entry(clientKeys, await clientView(table, item as ClientItem)));
  return { entries, files: [] };
}
