import { useState } from 'react';
import { toast } from '@/lib/toast';
import Trash2 from 'lucide-react/icons/trash-2';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { removeTotp } from '../api/mfa';

/** Remove button of a factor, behind a confirmation (spec §5). */
export function RemoveMfaButton({
  sub,
  name,
  onRemoved,
}: {
  sub: string;
  name: string;
  onRemoved: () => void;
}) {
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await removeTotp(sub);
      toast.success('MFA removed successfully');
      onRemoved();
    } catch (error) {
      toast.error('Failed to remove MFA', {
        description: errorMessage(error),
      });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <ConfirmAction
      title="Remove authenticator app?"
      description="Are you sure you want to remove this authenticator? You will no longer be asked for a code at sign-in."
      confirmLabel="Remove"
      onConfirm={() => void remove()}
      trigger={
        <Button variant="outline" size="sm" disabled={removing} aria-label={`Remove ${name}`}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      }
    />
  );
}
