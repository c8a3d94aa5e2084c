import FileMinus from 'lucide-react/icons/file-minus';
import {
  invoiceMessages,
  ZCreditInvoice,
  type TInvoice,
  type TInvoiceSummary,
} from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { creditInvoice } from '../api/credit-invoice';

/**
 * "Credit note": cancels an issued invoice in full with a credit note of its own number, after
 * the consultant confirms and says why. The invoice itself never changes; its period can then
 * be invoiced again.
 */
export function CreditNoteDialog({ invoice }: { invoice: TInvoiceSummary }) {
  return (
    <ReasonDialog
      schema={ZCreditInvoice}
      title={`Credit ${invoice.reference}`}
      description={invoiceMessages.creditConfirm}
      trigger={{ icon: FileMinus, label: 'Credit note', size: 'sm', destructive: true }}
      placeholder="Why is this invoice cancelled?"
      submit={{ label: 'Issue credit note', busyLabel: 'Issuing...' }}
      action={(values) => ({
        run: () => creditInvoice(invoice.id, values),
        success: (credit: TInvoice) => invoiceMessages.credited(credit.reference),
        error: invoiceMessages.creditFailed,
        revalidate: [invoiceRoutes.listInvoices.path],
      })}
    />
  );
}
