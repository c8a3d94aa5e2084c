import type { TAccountClosureRequested } from '@contracts/account/close-account';
import { RETENTION } from '@contracts/account/retention';
import { DAILY_LIMITS, type DailyLimitKind } from '@contracts/system/daily-limits';
import { concurrentWrite } from '../../errors';
import { dailyCountKeys } from '../../keys/daily-count';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { closureGrantKeys, closureKeptFilesKeys } from '../../keys/closure-work';
import { indexKeys } from '../../keys/table-schema';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { AccountAdmin } from '../../ports/account-admin';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import { STAGING_PREFIX, type FileStore } from '../../ports/file-store';
import type { Mailer } from '../../ports/mailer';
import type { Table, TableItem } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { deleteAll, deleteApplication } from '../applications/delete-application';
import { deleteBookingPage } from '../booking-pages/delete-booking-page';
import { revokeGrant, type RevokeGrantDeps } from '../booking-pages/revoke-grant';
import { deleteDocument } from '../documents/delete-document';
import { documentKey, type DocumentItem } from '../documents/document-item';
import { loadDocument } from '../documents/owned-document';
import { mailVoidNotices } from '../documents/signing/mail-void-notices';
import { voidDocument } from '../documents/signing/void-document';
import { sendOnce } from '../mail/send-once';
import { INVOICE_PREFIX } from '../invoices/invoice-item';
import { isTimerItem, timerRegistryKey } from '../timesheets/timer-item';
import {
  allowance,
  CLOSURE_RUN_MS,
  forgetRounds,
  handOver,
  takeLease,
  type Allowance,
} from './closure-rounds';
import { CLOSED_MARK_SECONDS, closureMarkerKey, type ClosureMarkerItem } from './closure-marker';
import { DATA_EXPORT_PREFIX } from './data-export-item';
import { isInvoiceItem, keepInvoice } from './keep-invoices';
import { recoveryCodeKey } from './recovery-code-item';
import { findOwnedData } from './owned-data';

/** What the signers of a document still out for signature are told when its sender leaves. */
export const CLOSED_ACCOUNT_VOID_REASON = 'The sender closed their vCISO Hub account.';
/** The owner a kept signed record names instead of the closed account. */
export const CLOSED_OWNER = 'closed-account';

export interface CloseAccountDeps {
  table: Pick<
    Table,
    'get' | 'queryAll' | 'queryPages' | 'transaction' | 'putIfAbsent' | 'put' | 'update' | 'delete'
  >;
  clock: Clock;
  mailer: Mailer;
  users: UserDirectory;
  accounts: AccountAdmin;
  documents: Pick<FileStore, 'delete' | 'list' | 'get' | 'put'>;
  photos: Pick<FileStore, 'delete' | 'list'>;
  links: AppLinks;
  calendarProviders: RevokeGrantDeps['calendarProviders'];
  tokenCipher: RevokeGrantDeps['tokenCipher'];
  log?: Logger;
}

export interface CloseAccountOptions {
  /** How long this run works before handing the rest to the next (tests make it tiny). */
  runMs?: number;
}

/**
 * `AccountClosureRequested` → everything the account owns goes, then the account itself, then a
 * confirmation to the address it had. The request already marked the account as closing, so
 * every signed-in route refuses its tokens (`closure-marker.ts`). Every step may run again, and a
 * run whose time is spent hands the rest to the next (`closure-rounds.ts`), so a large account
 * is closed over several runs and one that died midway is taken up again where it stopped:
 * 1. the user is signed out everywhere and disabled, so nothing new is written meanwhile;
 * 2. booking pages are deleted as their owner would (each upcoming booking cancelled, its visitor
 *    mailed), time entries included; each Google or Microsoft calendar grant is set aside first;
 * 3. documents: one out for signature is voided first (each asked signer told); a signed one that
 *    someone else signed is their record too, so it stays, anonymised and out of every list (its
 *    files set aside); the rest are deleted with their files;
 * 4. applications with their notes, history, matches (the other side's half too) and photo;
 * 5. the calendar grants set aside are revoked at their provider, late enough for the cancelled
 *    bookings' events to have left the connected calendars;
 * 6. issued invoices and credit notes are kept for the bookkeeping period, apart from the account
 *    (`keep-invoices.ts`); then the account's own partitions, its daily counters, and every file
 *    left under its prefixes;
 * 7. the user is deleted from the pool, the confirmation mailed, the account marked closed (the
 *    mark stays a day, past every access token), and the request's events, which hold the
 *    address, go last.
 * Kept on purpose (the privacy page says so): the signed records above, the account's
 * signatures on other people's documents, whose audit trails name it, and its issued invoices
 * and credit notes until their bookkeeping period ends.
 */
export async function closeAccountData(
  deps: CloseAccountDeps,
  event: TAccountClosureRequested,
  options: CloseAccountOptions = {},
) {
  const { sub } = event;
  const marker = await deps.table.get<ClosureMarkerItem>(closureMarkerKey(sub), {
    consistent: true,
  });
  // A redelivery after the end: only the events may be left.
  if (marker?.closedAt) {
    await forgetRounds(deps.table, event);
    return { status: 'closed' as const, round: event.round ?? 0 };
  }
  await takeLease(deps.table, deps.clock, event);
  await deps.accounts.disable(event.username);
  const time = allowance(deps.clock, options.runMs ?? CLOSURE_RUN_MS);
  const owned = await findOwnedData(deps.table, sub);
  for (const id of owned.bookingPageIds) {
    if (time.spent()) return handOver(deps.table, deps.clock, event);
    await setGrantsAside(deps.table, sub, id);
    await deleteBookingPage(deps, { id, sub, closingAccount: true });
    time.did();
  }
  for (const id of owned.documentIds) {
    if (time.spent()) return handOver(deps.table, deps.clock, event);
    await closeDocument(deps, sub, event.email, id);
    time.did();
  }
  for (const id of owned.applicationIds) {
    if (time.spent()) return handOver(deps.table, deps.clock, event);
    await deleteApplication(deps, id);
    time.did();
  }
  const work = await deps.table.queryAll<TableItem>({
    pk: closureGrantKeys.pk.format({ sub }),
    consistent: true,
  });
  for (const grant of work.filter((item) => closureGrantKeys.parse(item))) {
    if (time.spent()) return handOver(deps.table, deps.clock, event);
    await revokeGrant(deps, grant);
    await deps.table.delete({ PK: grant.PK, SK: grant.SK });
    time.did();
  }
  if (time.spent()) return handOver(deps.table, deps.clock, event);
  const invoices = (await findOwnedData(deps.table, sub)).userItems.filter(isInvoiceItem);
  for (const invoice of invoices) {
    if (time.spent()) return handOver(deps.table, deps.clock, event);
    await keepInvoice(deps, { closureId: event.closureId, invoice });
    time.did();
  }
  const { userItems } = await findOwnedData(deps.table, sub);
  await deleteAll(deps.table, [
    ...userItems,
    // A running timer's entry in the registry of all timers names the person too.
    ...userItems.filter(isTimerItem).map(timerRegistryKey),
    // The recovery codes' hashes, in a partition of their own.
    recoveryCodeKey(sub),
    ...(await dailyCounters(deps.table, sub)),
  ]);
  const kept = new Set(
    work
      .filter((item) => closureKeptFilesKeys.parse(item))
      .flatMap((item) => (Array.isArray(item.fileKeys) ? item.fileKeys.map(String) : [])),
  );
  const files = [
    { store: deps.documents, prefix: `${sub}/` },
    { store: deps.documents, prefix: `${STAGING_PREFIX}${sub}/` },
    { store: deps.documents, prefix: `${DATA_EXPORT_PREFIX}${sub}/` },
    { store: deps.documents, prefix: `${INVOICE_PREFIX}${sub}/` },
    { store: deps.photos, prefix: `${sub}/` },
    { store: deps.photos, prefix: `${STAGING_PREFIX}${sub}/` },
  ];
  for (const { store, prefix } of files) {
    if (!(await deleteFiles(store, prefix, kept, time)))
      return handOver(deps.table, deps.clock, event);
  }
  await deleteAll(
    deps.table,
    work.filter((item) => closureKeptFilesKeys.parse(item)),
  );
  await deps.accounts.remove(event.username);
  const mailed = await sendOnce(deps, { scope: 'account-closure', key: event.closureId }, () =>
    deps.mailer.send({
      to: event.email,
      ...mails.accountClosed({
        invoiceYears: RETENTION.invoiceYears,
        closedAccountDays: RETENTION.closedAccountDays,
        retentionUrl: deps.links.url('/privacy#retention'),
      }),
    }),
  );
  await markClosed(deps, sub);
  await forgetRounds(deps.table, event);
  return {
    status: 'closed' as const,
    round: event.round ?? 0,
    bookingPages: owned.bookingPageIds.length,
    documents: owned.documentIds.length,
    applications: owned.applicationIds.length,
    mailed,
  };
}

/**
 * Copies each Google or Microsoft grant of a booking page, sealed as its connection holds it,
 * into the closure's own work before the page is deleted: the grant outlives the page until the
 * closure revokes it, and the deletion may go on as it always does.
 */
async function setGrantsAside(
  table: CloseAccountDeps['table'],
  sub: string,
  bookingPageId: string,
) {
  const connections = await table.queryAll<TableItem>({
    ...calendarConnectionKeys.inPartition({ bookingPageId }),
    consistent: true,
  });
  for (const connection of connections) {
    const sealed = connection.refreshTokenCiphertext;
    if (typeof sealed !== 'string' || sealed === '') continue;
    await table.putIfAbsent({
      ...closureGrantKeys.key({ sub, connectionId: String(connection.id) }),
      provider: connection.provider,
      refreshTokenCiphertext: sealed,
    });
  }
}

/** The mark stays, now with its end, for the access tokens still alive; DynamoDB deletes it. */
async function markClosed(deps: Pick<CloseAccountDeps, 'table' | 'clock'>, sub: string) {
  const now = deps.clock.now();
  await deps.table.update(
    closureMarkerKey(sub),
    {
      set: {
        closedAt: now.toISOString(),
        ttl: Math.floor(now.getTime() / 1000) + CLOSED_MARK_SECONDS,
      },
    },
    { exists: true },
  );
}

/**
 * Voids, keeps or deletes one document. A kept record's files are noted in the closure's work
 * first, so the sweep of the account's files leaves them whichever run makes it.
 */
async function closeDocument(deps: CloseAccountDeps, sub: string, email: string, id: string) {
  const bundle = await loadDocument(deps.table, id);
  if (!bundle || bundle.document.ownerSub !== sub) return;
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
    return;
  }
  const fileKeys = [document.originalKey, document.signedKey, document.certificateKey].filter(
    (key): key is string => typeof key === 'string' && key !== '',
  );
  await deps.table.put({ ...closureKeptFilesKeys.key({ sub, documentId: id }), fileKeys });
  await keepAsRecord(deps.table, document);
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

/**
 * Every object under the prefix, but those a kept record still uses, a listed page at a time;
 * false when the run's time was spent first (the next run lists what is left).
 */
async function deleteFiles(
  files: Pick<FileStore, 'delete' | 'list'>,
  prefix: string,
  kept: ReadonlySet<string>,
  time: Allowance,
): Promise<boolean> {
  let cursor: string | undefined;
  do {
    if (time.spent()) return false;
    const page = await files.list(prefix, cursor);
    for (const object of page.objects) if (!kept.has(object.key)) await files.delete(object.key);
    cursor = page.cursor;
    time.did();
  } while (cursor);
  return true;
}
