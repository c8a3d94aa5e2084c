import Download from 'lucide-react/icons/download';
import { invoiceMessages } from '@contracts/invoices/invoice';
import { Button } from '@/components/ui/button';
import { saveLink } from '@/lib/save-link';
import { useAction } from '@/lib/use-action';
import { getInvoice } from '../api/get-invoice';

/** Downloads the invoice's PDF through a fresh one-hour link. */
export function DownloadInvoiceButton({
  invoiceId,
  disabled = false,
}: {
  invoiceId: string;
  disabled?: boolean;
}) {
  const { act, busy } = useAction();
  const download = () =>
    act({
      run: async () => {
        const invoice = await getInvoice(invoiceId);
        if (!invoice.downloadUrl) throw new Error(invoiceMessages.preparing);
        saveLink(invoice.downloadUrl, invoice.fileName ?? `${invoice.reference}.pdf`);
      },
      error: invoiceMessages.downloadFailed,
    });
  return (
    <Button size="sm" variant="outline" disabled={disabled || busy} onClick={() => void download()}>
      <Download aria-hidden />
      Download
    </Button>
  );
}
