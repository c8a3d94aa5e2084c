import { useId } from 'react';
import Send from 'lucide-react/icons/send';
import type { TDocument } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { sendDocument } from '../api/send-document';
import { sendBlocker } from '../lib/status';

export const sendMessages = {
  sent: 'Signature requests sent!',
  failed: 'Failed to send signature requests',
} as const;

/**
 * Send for Signatures. A draft without signers, or with a signer who has no field, cannot be
 * sent: the button is disabled and says why beside it (Prepare for Signing and Place Fields are
 * next to it); otherwise the requests go out (group: everyone now; chain: the first signer).
 */
export function SendButton({ document }: { document: TDocument }) {
  const { act, busy } = useAction();
  const reasonId = useId();
  const blocker = sendBlocker(document);

  const send = async () => {
    await act({
      run: () => sendDocument(document.id),
      success: sendMessages.sent,
      error: sendMessages.failed,
      revalidate: [documentKey(document.id)],
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        disabled={busy || blocker !== undefined}
        aria-describedby={blocker ? reasonId : undefined}
        onClick={() => void send()}
      >
        <Send aria-hidden />
        {busy ? 'Sending...' : 'Send for Signatures'}
      </Button>
      {blocker && (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {blocker.message}
        </p>
      )}
    </div>
  );
}
