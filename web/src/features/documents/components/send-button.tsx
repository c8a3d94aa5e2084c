import { useNavigate } from 'react-router';
import Send from 'lucide-react/icons/send';
import type { TDocument } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { sendDocument } from '../api/send-document';
import { sendBlocker } from '../lib/status';

export const sendMessages = {
  sent: 'Signature requests sent!',
  failed: 'Failed to send signature requests',
} as const;

/**
 * Send for Signatures. A draft without signers goes to signer setup, one without fields to the
 * editor, each with the reason; otherwise the requests go out (group: everyone now; chain: the
 * first signer).
 */
export function SendButton({ document }: { document: TDocument }) {
  const navigate = useNavigate();
  const { act, busy } = useAction();
  const base = `/documents/${encodeURIComponent(document.id)}`;

  const send = async () => {
    const blocker = sendBlocker(document);
    if (blocker) {
      toast.error(sendMessages.failed, { description: blocker.message });
      navigate(`${base}/${blocker.to}`);
      return;
    }
    await act({
      run: () => sendDocument(document.id),
      success: sendMessages.sent,
      error: sendMessages.failed,
      revalidate: [documentKey(document.id)],
    });
  };

  return (
    <Button disabled={busy} onClick={() => void send()}>
      <Send aria-hidden />
      {busy ? 'Sending...' : 'Send for Signatures'}
    </Button>
  );
}
