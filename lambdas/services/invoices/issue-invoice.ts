import { professionalProfileMessages } from '@contracts/account/professional-profile';
import { libraryMessages } from '@contracts/documents/library';
import {
  INVOICE_ISSUED,
  invoiceMessages,
  type TInvoice,
  type TInvoiceIssued,
  type TIssueInvoiceParsed,
} from '@contracts/invoices/invoice';
import { canIssueInvoicesAs } from '@domain/account/display-name';
import { invoiceFigures, invoiceReference } from '@domain/invoices/invoice-totals';
import { addDays, localDateOf } from '@domain/time/zoned';
import { CURRENCIES, type Currency } from '@domain/timesheets/money';
import { AppError, conflict, isAppError, notFound } from '../../errors';
import { idempotencyKeys } from '../../keys/idempotency';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem, TransactionBuilder } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { chargeDailyLimit } from '../daily-limit';
import { libraryKey } from '../documents/library-item';
import { toOutboxItem } from '../outbox/outbox-item';
import { professionalProfileOf } from '../profile/professional-profile-item';
import { approvedPeriod } from '../timesheets/approved-period';
import { periodKey } from '../timesheets/period-item';
import { engagementCitation } from './engagement-citation';
import { invoiceLinesOf } from './invoice-lines';
import { toInvoiceItem, type InvoiceItem } from './invoice-item';
import { invoiceView } from './invoice-view';
import { issueNumbered } from './numbered-issue';
import { ownedInvoice } from './owned-invoice';

/** A retried request is answered with the first invoice for a day. */
const CLAIM_TTL_SECONDS = 24 * 60 * 60;

/** What a request key was first used for. */
interface InvoiceClaim extends TableItem {
  invoiceId: string;
  bookingPageId: string;
  periodId: string;
  emailAddress: string | null;
  libraryId: string | null;
  ttl: number;
}

const claimKey = (sub: string, key: string) =>
  idempotencyKeys.key({ scope: 'invoice', key: `${sub}#${key}` });

const isCurrency = (value: unknown): value is Currency =>
  (CURRENCIES as readonly unknown[]).includes(value);

/**
 * Issues the invoice of one of the caller's approved periods (docs/decisions.md, "Invoices"):
 * its lines are the lines the client approved that bill an amount, its tax rate, payment terms
 * and client those frozen at approval (`approved-timesheet.ts`: never the page's settings or
 * records as they are now), its issuer the consultant's professional profile, all kept as a snapshot under
 * the consultant's next invoice number. One transaction numbers it, creates it, marks the period
 * invoiced (only while approved and not invoiced: one live invoice per period) and puts its
 * `InvoiceIssued` in the outbox, whose consumer makes, saves and mails the PDF. A mailed invoice
 * counts against the daily limit in the same transaction. The same request key asked again
 * answers the first invoice; the key used for another request is refused.
 */
export async function issueInvoice(
  deps: {
    table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: Pick<UserDirectory, 'getEmail'>;
    documents: Pick<FileStore, 'presignGet'>;
  },
  input: {
    bookingPageId: string;
    periodId: string;
    sub: string;
    username?: string;
    request: TIssueInvoiceParsed;
  },
): Promise<TInvoice> {
  const { request, sub } = input;
  const replayed = () => claimedInvoice(deps.table, input);
  const earlier = await replayed();
  if (earlier) return invoiceView(deps.documents, earlier);

  const { bookingPage, period, approved } = await approvedPeriod(deps.table, input);
  if (!isCurrency(approved.currency)) throw new Error(`Not a currency: ${approved.currency}`);
  const currency = approved.currency;
  if (period.invoiceId) {
    // The same request, answered while this one was on its way: the first's invoice.
    const first = await replayed();
    if (first) return invoiceView(deps.documents, first);
    throw conflict(invoiceMessages.alreadyInvoiced);
  }
  if (request.libraryId) {
    const library = await deps.table.get(libraryKey(sub, request.libraryId), { consistent: true });
    if (!library) throw notFound(libraryMessages.notFound);
  }
  const [profile, email] = await Promise.all([
    professionalProfileOf(deps.table, sub),
    deps.users.getEmail(sub, input.username),
  ]);
  // An invoice names its seller for good (a correction is a credit note): none goes out from a
  // bare account e-mail.
  if (!canIssueInvoicesAs(profile)) throw conflict(professionalProfileMessages.sellerRequired);
  const engagement = await engagementCitation(deps.table, bookingPage, approved.startDate);
  const lines = invoiceLinesOf(approved);
  const figures = invoiceFigures(lines, approved.billing.taxBasisPoints);
  const now = deps.clock.now();
  const issueDate = localDateOf(now, approved.timeZone);
  const fileId = deps.ids.newId();

  const alreadyInvoiced = conflict(invoiceMessages.alreadyInvoiced);
  const keyTaken = new AppError('conflict', invoiceMessages.keyReused);
  const alongside = async (tx: TransactionBuilder, item: InvoiceItem) => {
    tx.update(
      periodKey(bookingPage.id, period),
      { set: { invoiceId: item.reference } },
      alreadyInvoiced,
      {
        state: 'approved',
        invoiceId: undefined,
      },
    );
    const detail: TInvoiceIssued = { sub, invoiceId: item.reference };
    tx.put(toOutboxItem(INVOICE_ISSUED, `${sub}#${item.reference}`, detail, now));
    if (request.idempotencyKey) {
      const claim: InvoiceClaim = {
        ...claimKey(sub, request.idempotencyKey),
        invoiceId: item.reference,
        bookingPageId: bookingPage.id,
        periodId: period.id,
        emailAddress: request.emailAddress,
        libraryId: request.libraryId,
        ttl: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS,
      };
      tx.create(claim, keyTaken);
    }
    if (request.emailAddress)
      await chargeDailyLimit(deps.table, tx, { sub, kind: 'mailedInvoices', now });
  };

  try {
    const item = await issueNumbered(deps, {
      sub,
      kind: 'invoice',
      before: replayed,
      alongside,
      build: (number) =>
        toInvoiceItem(
          {
            kind: 'invoice',
            number,
            reference: invoiceReference('invoice', number),
            userId: sub,
            bookingPageId: bookingPage.id,
            bookingPageName: approved.bookingPageName,
            periodId: period.id,
            startDate: approved.startDate,
            endDate: approved.endDate,
            timeZone: approved.timeZone,
            currency,
            issuer: {
              name: profile.name,
              company: profile.company,
              email: email ?? '',
              address: profile.address,
              taxId: profile.taxId,
            },
            client: {
              name: approved.billing.clientName,
              email: approved.clientEmail,
              address: approved.billing.clientAddress,
            },
            ...(engagement ? { engagement } : {}),
            issueDate,
            dueDate: addDays(issueDate, approved.billing.paymentTermsDays),
            lines,
            ...figures,
            createdAt: now.toISOString(),
          },
          { fileId, emailAddress: request.emailAddress, libraryId: request.libraryId },
        ),
    });
    return invoiceView(deps.documents, item);
  } catch (error) {
    // The same request sent twice at once: the one that lost answers the first's invoice.
    if (request.idempotencyKey && isAppError(error) && error.status === 409) {
      const first = await replayed();
      if (first) return invoiceView(deps.documents, first);
    }
    throw error;
  }
}

/**
 * The invoice the request's key was first used for, if it was; 409 when the key was used for
 * another period or delivery.
 */
async function claimedInvoice(
  table: Pick<Table, 'get'>,
  input: { bookingPageId: string; periodId: string; sub: string; request: TIssueInvoiceParsed },
): Promise<InvoiceItem | undefined> {
  const key = input.request.idempotencyKey;
  if (!key) return undefined;
  const claim = await table.get<InvoiceClaim>(claimKey(input.sub, key), { consistent: true });
  if (!claim) return undefined;
  const same =
    claim.bookingPageId === input.bookingPageId &&
    claim.periodId === input.periodId &&
    claim.emailAddress === input.request.emailAddress &&
    claim.libraryId === input.request.libraryId;
  if (!same) throw conflict(invoiceMessages.keyReused);
  return ownedInvoice(table, input.sub, claim.invoiceId);
}
