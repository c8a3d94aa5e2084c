import type { TAccountClosureRequested } from '@contracts/account/close-account';
import { RETENTION } from '@contracts/account/retention';
import { DAILY_LIMITS, type DailyLimitKind } from '@contracts/system/daily-limits';
import { concurrentWrite } from '../../errors';
import { dailyCountKeys } from '../../keys/daily-count';
import { outboxKeys } from '../../keys/outbox';
import { indexKeys } from '../../keys/table-schema';
import type { Logger } from '../../middleware/logger';
import type { AccountAdmin } from '../../ports/account-admin';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import { STAGING_PREFIX, type FileStore } from '../../ports/file-store';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { deleteAll, deleteApplication } from '../applications/delete-application';
import { deleteCalendar } from '../calendars/delete-calendar';
import { deleteDocument } from '../documents/delete-document';
import { documentKey, type DocumentItem } from '../documents/document-item';
import { loadDocument } from '../documents/owned-document';
import { mailVoidNotices } from '../documents/signing/mail-void-notices';
import { voidDocument } from '../documents/signing/void-document';
import { sendOnce } from '../mail/send-once';
import { INVOICE_PREFIX } from '../invoices/invoice-item';
import { isTimerItem, timerRegistryKey } from '../timesheets/timer-item';
import { DATA_EXPORT_PREFIX } from './data-export-item';
import { findOwnedData } from './owned-data';

/** What the signers of a document still out for signature are told when its sender leaves. */
export const CLOSED_ACCOUNT_VOID_REASON = 'The sender closed their vCISO Hub account.';
/** The owner a kept signed record names instead of the closed account. */
export const CLOSED_OWNER = 'closed-account';

export interface CloseAccountDeps {
  table: Pick<
    Table,
    'get' | 'queryAll' | 'queryPages' | 'transaction' | 'putIfAbsent' | 'update' | 'delete'
  >;
  clock: Clock;
  mailer: Mailer;
  users: UserDirectory;
  accounts: AccountAdmin;
  documents: Pick<FileStore, 'delete' | 'list'>;
  photos: Pick<FileStore, 'delete' | 'list'>;
  links: AppLinks;
  log?: Logger;
}

/**
 * `AccountClosureRequested` → everything the account owns goes, then the account itself, then a
 * confirmation to the address it had. Every step may run again (a redelivery after a crash goes
 * on where the last one stopped), so nothing is half-deleted for good:
 * 1. the user is disabled and signed out everywhere, so nothing new is written meanwhile;
 * 2. booking pages are deleted as their owner would (each upcoming booking cancelled, its visitor
 *    mailed), time entries included;
 * 3. documents: one out for signature is voided first (each asked signer told); a signed one that
 *    someone else signed is their record too, so it stays, anonymised and out of every list; the
 *    rest are deleted with their files;
 * 4. applications with their notes, history, matches (the other side's half too) and photo;
 * 5. the account's own partition, its daily counters, and every file left under its prefixes;
 * 6. the user is deleted from the pool and the confirmation mailed; the request's outbox entry,
 *    which holds the address, goes last.
 * Kept on purpose (the privacy page says so): the signed records above, and the account's
 * signatures on other people's documents, whose audit trails name it.
 */
export async function closeAccountData(deps: CloseAccountDeps, event: TAccountClosureRequested) {
  const { sub } = event;
  await deps.accounts.disable(event.username);
  const owned = await findOwnedData(deps.table, sub);
  for (const id of owned.calendarIds) await deleteCalendar(deps, { id, sub, closingAccount: true });
  const kept = new Set<string>();
  for (const id of owned.documentIds)
    for (const key of await closeDocument(deps, sub, event.email, id)) kept.add(key);
  for (const id of owned.applicationIds) await deleteApplication(deps, id);
  const { userItems } = await findOwnedData(deps.table, sub);
  await deleteAll(deps.table, [
    ...userItems,
    // A running timer's entry in the registry of all timers names the person too.
    ...userItems.filter(isTimerItem).map(timerRegistryKey),
    ...(await dailyCounters(deps.table, sub)),
  ]);
  await deleteFiles(
    deps.documents,
    [
      `${sub}/`,
      `${STAGING_PREFIX}${sub}/`,
      `${DATA_EXPORT_PREFIX}${sub}/`,
      `${INVOICE_PREFIX}${sub}/`,
    ],
    kept,
  );
  await deleteFiles(deps.photos, [`${sub}/`, `${STAGING_PREFIX}${sub}/`], kept);
  await deps.accounts.remove(event.username);
  const mailed = await sendOnce(deps, { scope: 'account-closure', key: event.closureId }, () =>
    deps.mailer.send({
      to: event.email,
      subject: 'Your vCISO Hub account is closed',
      text: [
        'Hello,',
        '',
        'As you asked, your vCISO Hub account is closed and everything it held is deleted: booking pages and their meetings, time entries, documents, libraries, templates, applications and photos.',
        '',
        `What remains: documents that other people signed stay as their signed record, and your signatures on other people's documents stay in theirs. Copies in our backups expire within ${RETENTION.closedAccountDays} days.`,
        '',
        `Details: ${deps.links.url('/privacy#retention')}`,
      ].join('\n'),
    }),
  );
  await deps.table.delete(
    outboxKeys.key({ detailType: 'AccountClosureRequested', subject: event.closureId }),
  );
  return {
    calendars: owned.calendarIds.length,
    documents: owned.documentIds.length,
    keptRecords: kept.size > 0,
    applications: owned.applicationIds.length,
    mailed,
  };
}

/** Voids, keeps or deletes one document; answers the file keys a kept record still uses. */
async function closeDocument(
  deps: CloseAccountDeps,
  sub: string,
  email: string,
  id: string,
): Promise<string[]> {
  const bundle = await loadDocument(deps.table, id);
  if (!bundle || bundle.document.ownerSub !== sub) return [];
  const { document, steps } = bundle;
  if (document.status === 'pending_signatures' || document.status === 'partially_signed') {
    await voidDocument(deps, { id, sub, reason: CLOSED_ACCOUNT_VOID_REASON });
    // Sent now, while the document can still be read; the consumer later finds it gone.
    await mailVoidNotices(deps, { detail: { documentId: id } });
  }
  const signedByOthers =
    document.status === 'fully_signed' &&
    steps.some((step) => step.email.toLowerCase() !== email.toLowerCase());
  if (!signedByOthers) {
    await deleteDocument(deps, { sub, id });
    return [];
  }
  await keepAsRecord(deps.table, document);
  return [document.originalKey, document.signedKey, document.certificateKey].filter(
    (key): key is string => typeof key === 'string' && key !== '',
  );
}

/** A signed record stays for its signers: out of the owner's lists and libraries, owned by no one. */
async function keepAsRecord(table: CloseAccountDeps['table'], document: DocumentItem) {
  await table
    .transaction()
    .update(
      documentKey(document.id),
      {
        set: { ownerSub: CLOSED_OWNER, libraryId: null },
        remove: [...Object.values(indexKeys('GSI1')), ...Object.values(indexKeys('GSI2'))],
      },
      concurrentWrite(),
      { status: document.status },
    )
    .commit();
}

async function dailyCounters(table: CloseAccountDeps['table'], sub: string) {
  const kinds = Object.keys(DAILY_LIMITS) as DailyLimitKind[];
  const found = await Promise.all(
    kinds.map((kind) => table.queryAll({ pk: dailyCountKeys.pk.format({ kind, sub }) })),
  );
  return found.flat();
}

/** Every object under the prefixes, but those a kept record still uses. */
async function deleteFiles(
  files: Pick<FileStore, 'delete' | 'list'>,
  prefixes: readonly string[],
  kept: ReadonlySet<string>,
) {
  for (const prefix of prefixes) {
    let cursor: string | undefined;
    do {
      const page = await files.list(prefix, cursor);
      for (const object of page.objects) if (!kept.has(object.key)) await files.delete(object.key);
      cursor = page.cursor;
    } while (cursor);
  }
}
