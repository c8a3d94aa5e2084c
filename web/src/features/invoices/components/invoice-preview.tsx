import { invoiceMessages, type TInvoicePreview } from '@contracts/invoices/invoice';
import { formatTaxRate } from '@domain/invoices/invoice-totals';
import { formatDateRange, formatHumanDate } from '@domain/time/human-dates';
import { formatDuration, formatMoney } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfessionalProfile } from '@/features/profile';
import { errorMessage } from '@/lib/error-message';
import { useInvoicePreview } from '../api/get-invoice-preview';

/** Who the invoice is from, as the PDF heads it: the profile's name, and company if any. */
export interface PreviewSeller {
  name: string;
  company: string;
}

/**
 * The Issue invoice dialog's preview: the period, who the invoice is from (the professional
 * profile the server names as seller at issue), who is billed, every line with its amount, and
 * the subtotal, tax and total, as the server will issue them from what the client approved; and
 * a warning when approved billable lines bill nothing for want of a rate.
 */
export function InvoicePreview({
  bookingPageId,
  periodId,
  sub,
}: {
  bookingPageId: string;
  periodId: string;
  sub: string;
}) {
  const preview = useInvoicePreview(bookingPageId, periodId, sub);
  const profile = useProfessionalProfile(sub).data;
  if (preview.error && !preview.data)
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="font-medium text-destructive">The invoice preview could not be loaded</p>
        <p className="text-muted-foreground">{errorMessage(preview.error)}</p>
        <Button size="sm" variant="outline" onClick={() => void preview.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!preview.data)
    return (
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner label="Loading the invoice preview" />
        <span>Loading the preview...</span>
      </div>
    );
  return <PreviewBody preview={preview.data} seller={profile} />;
}

const sellerText = (seller: PreviewSeller) =>
  seller.company.trim() ? `${seller.name.trim()}, ${seller.company.trim()}` : seller.name.trim();

function PreviewBody({ preview, seller }: { preview: TInvoicePreview; seller?: PreviewSeller }) {
  const money = (pence: number) => formatMoney(pence, preview.currency);
  return (
    <section aria-label="Invoice preview" className="grid gap-3 rounded-lg border p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Period</dt>
        <dd data-testid="preview-period">{formatDateRange(preview.startDate, preview.endDate)}</dd>
        {seller?.name.trim() && (
          <>
            <dt className="text-muted-foreground">From</dt>
            <dd className="break-words" data-testid="preview-seller">
              {sellerText(seller)}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Bill to</dt>
        <dd className="break-words">{preview.client.name || preview.client.email || '—'}</dd>
      </dl>
      {preview.lines.length > 0 ? (
        <ul className="divide-y" aria-label="Invoice lines">
          {preview.lines.map((line, index) => (
            <li
              key={`${line.date}-${index}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
              data-testid="preview-line"
            >
              <span className="min-w-0 break-words">
                {line.description}
                <span className="block text-xs text-muted-foreground">
                  {formatHumanDate(line.date)} · {formatDuration(line.durationMinutes)} at{' '}
                  {money(line.ratePence)}/h
                </span>
              </span>
              <span className="tabular-nums">{money(line.amountPence)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No approved line bills an amount.</p>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t pt-2 tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{money(preview.subtotalPence)}</dd>
        <dt>Tax ({formatTaxRate(preview.taxBasisPoints)})</dt>
        <dd className="text-right">{money(preview.taxPence)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="preview-total">
          {money(preview.totalPence)}
        </dd>
      </dl>
      {preview.unratedLines > 0 && (
        <p className="rounded-md border border-amber-500/60 bg-amber-50 p-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {invoiceMessages.unratedWarning(preview.unratedLines)}
        </p>
      )}
    </section>
  );
}
