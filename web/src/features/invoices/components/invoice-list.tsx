import { useMemo } from 'react';
import { invoiceMessages, type TInvoice, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import {
  StackedActions,
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '@/components/ui/stacked-table';
import { formatDate } from '@/features/timesheets/period-view';
import { useInvoices } from '../api/get-invoices';
import {
  billedTo,
  browserToday,
  canCredit,
  canRecordPayment,
  invoiceStateOf,
  invoiceTotal,
  isOverdue,
  listTexts,
} from '../lib/invoice-display';
import { CreditNoteDialog } from './credit-note-dialog';
import { DownloadInvoiceButton } from './download-invoice-button';
import { InvoiceStateBadge } from './invoice-state-badge';
import { PaymentAction, type PaymentUpdates } from './payment-action';
import { SendInvoiceDialog } from './send-invoice-dialog';

/**
 * The consultant's invoices and credit notes, newest first, with "Load more" while the server has
 * more. Each row says what it bills and where it stands (paid on a day, or overdue: past its due
 * date, on the browser's calendar, and neither paid nor credited), and offers its download, a
 * mail of it and, for an invoice not yet credited, its payment and its credit note. Rows already
 * shown stay when a next page fails; its retry sits where the button was.
 */
export function InvoiceList({ sub }: { sub: string }) {
  const { data, error, size, setSize, mutate, isValidating } = useInvoices(sub);
  const invoices = useMemo(() => data?.flatMap((page) => page.invoices), [data]);
  const nextCursor = data?.at(-1)?.nextCursor ?? null;
  const retry = () => void mutate();
  // A payment recorded or taken back: the row shows the server's answer at once.
  const payments = useMemo<PaymentUpdates>(
    () => ({
      changed: (updated) =>
        void mutate(
          (pages) =>
            pages?.map((page) => ({
              ...page,
              invoices: page.invoices.map((i) => (i.id === updated.id ? summaryOf(updated) : i)),
            })),
          { revalidate: false },
        ),
      reload: () => void mutate(),
    }),
    [mutate],
  );
  const today = browserToday();

  if (!invoices) {
    return error ? (
      <InvoicesLoadFailed error={error} onRetry={retry} />
    ) : (
      <div className="flex items-center justify-center gap-3 py-8 text-muted-foreground">
        <Spinner label="Loading invoices" />
        <span>{listTexts.loading}</span>
      </div>
    );
  }
  if (invoices.length === 0 && !nextCursor)
    return (
      <Card className="p-8 text-center text-muted-foreground" data-testid="invoices-empty">
        {invoiceMessages.empty}
      </Card>
    );
  const loadingMore = (data?.length ?? 0) < size && !error;

  return (
    <div className="grid gap-4" aria-busy={isValidating}>
      {/* On a phone each invoice is a card of its own (StackedTable), its actions in view. */}
      <Card className="overflow-x-auto max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <StackedTable className="md:min-w-[56rem]">
          <caption className="sr-only">Your invoices and credit notes, newest first</caption>
          <StackedHead className="border-b text-left text-muted-foreground">
            <tr role="row">
              {COLUMNS.map(({ label, className }) => (
                <th key={label} role="columnheader" scope="col" className={className}>
                  {label}
                </th>
              ))}
              <th role="columnheader" scope="col" className="p-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </StackedHead>
          <StackedBody>
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} today={today} payments={payments} />
            ))}
          </StackedBody>
        </StackedTable>
      </Card>
      {error ? (
        <InvoicesLoadFailed error={error} onRetry={retry} />
      ) : (
        nextCursor && (
          <LoadMoreButton
            loading={loadingMore}
            onMore={() => void setSize(size + 1)}
            label={listTexts.loadMore}
            loadingLabel="Loading more invoices"
          />
        )
      )}
    </div>
  );
}

const COLUMNS = [
  { label: 'Reference', className: 'p-3 font-medium' },
  { label: 'Client / booking page', className: 'p-3 font-medium' },
  { label: 'Period', className: 'p-3 font-medium' },
  { label: 'Issued', className: 'p-3 font-medium' },
  { label: 'Total', className: 'p-3 text-right font-medium' },
  { label: 'Status', className: 'p-3 font-medium' },
] as const;

/** The list's row of an invoice the server answered in full (its lines and link left out). */
function summaryOf(invoice: TInvoice): TInvoiceSummary {
  const { lines: _lines, downloadUrl: _downloadUrl, ...summary } = invoice;
  return summary;
}

function InvoiceRow({
  invoice,
  today,
  payments,
}: {
  invoice: TInvoiceSummary;
  today: string;
  payments: PaymentUpdates;
}) {
  const state = invoiceStateOf(invoice);
  return (
    <StackedRow className="border-b align-top last:border-0" data-testid="invoice-row">
      <StackedRowHeader className="p-3 text-left font-semibold whitespace-nowrap">
        {invoice.reference}
        {invoice.credits && (
          <span className="block text-xs font-normal text-muted-foreground">
            Credits {invoice.credits}
          </span>
        )}
      </StackedRowHeader>
      <StackedCell label="Client" className="p-3 break-words">
        <span className="block">{billedTo(invoice)}</span>
        <span className="block text-xs text-muted-foreground">{invoice.bookingPageName}</span>
        {invoice.engagement && (
          // The letter it bills under, by its hash's first characters (the PDF prints it whole).
          <span
            className="block text-xs text-muted-foreground"
            title={`Letter SHA-256 ${invoice.engagement.letterSha256}`}
          >
            {invoice.engagement.title} · letter {invoice.engagement.letterSha256.slice(0, 12)}
          </span>
        )}
      </StackedCell>
      <StackedCell label="Period" className="p-3 whitespace-nowrap">
        {formatDate(invoice.startDate)} – {formatDate(invoice.endDate)}
      </StackedCell>
      <StackedCell label="Issued" className="p-3 whitespace-nowrap">
        {formatDate(invoice.issueDate)}
      </StackedCell>
      <StackedCell label="Total" className="p-3 text-right whitespace-nowrap tabular-nums">
        {invoiceTotal(invoice)}
      </StackedCell>
      <StackedCell label="Status" className="p-3">
        <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1 max-md:justify-end">
          <InvoiceStateBadge state={state} />
          {invoice.paidOn && (
            <span className="text-xs whitespace-nowrap" data-testid="invoice-paid-on">
              Paid on {formatDate(invoice.paidOn)}
            </span>
          )}
          {isOverdue(invoice, today) && (
            <span
              className="text-xs font-medium whitespace-nowrap text-destructive"
              data-testid="invoice-overdue"
            >
              Overdue
            </span>
          )}
        </span>
        {invoice.message && (
          <span className="mt-1 block text-xs text-muted-foreground">{invoice.message}</span>
        )}
      </StackedCell>
      <StackedActions className="p-3">
        <div className="flex flex-wrap justify-end gap-2 max-md:justify-start">
          <DownloadInvoiceButton invoiceId={invoice.id} disabled={invoice.status !== 'done'} />
          <SendInvoiceDialog invoice={invoice} />
          {canRecordPayment(invoice) && <PaymentAction invoice={invoice} updates={payments} />}
          {canCredit(invoice) && <CreditNoteDialog invoice={invoice} />}
        </div>
      </StackedActions>
    </StackedRow>
  );
}

function InvoicesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <LoadFailed
      title={invoiceMessages.loadFailed}
      error={error}
      onRetry={onRetry}
      centered
      className="py-6"
    />
  );
}
