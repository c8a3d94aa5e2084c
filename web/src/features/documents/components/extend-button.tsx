import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { TDocument } from '@contracts/documents/document';
import { extendMessages } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { extendRequest } from '../api/extend-request';
import { documentsKey } from '../api/list-documents';

/** "Extend": new links for everyone still to sign, of a request out for signature or expired. */
export function ExtendButton({ document }: { document: TDocument }) {
  const { act, busy } = useAction();
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={() =>
        void act({
          run: () => extendRequest(document.id),
          success: extendMessages.extended,
          error: extendMessages.extendFailed,
          revalidate: [documentKey(document.id), documentsKey],
        })
      }
    >
      <RefreshCw aria-hidden />
      {busy ? 'Extending...' : 'Extend'}
    </Button>
  );
}
