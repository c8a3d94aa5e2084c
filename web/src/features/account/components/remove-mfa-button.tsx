import Trash2 from 'lucide-react/icons/trash-2';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { mfaFactorsKey, removeTotp } from '../api/mfa';

/** Remove button of a factor, behind a confirmation (spec §5). */
export function RemoveMfaButton({ sub, name }: { sub: string; name: string }) {
  const { act, busy } = useAction();

  const remove = () =>
    void act({
      run: () => removeTotp(sub),
      success: 'MFA removed successfully',
      error: 'Failed to remove MFA',
      revalidate: [mfaFactorsKey],
    });

  return (
    <ConfirmAction
      title="Remove authenticator app?"
      description="Are you sure you want to remove this authenticator? You will no longer be asked for a code at sign-in."
      confirmLabel="Remove"
      onConfirm={remove}
      trigger={
        <Button variant="outline" size="sm" disabled={busy} aria-label={`Remove ${name}`}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      }
    />
  );
}
