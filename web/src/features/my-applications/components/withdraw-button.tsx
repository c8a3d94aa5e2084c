import Undo2 from 'lucide-react/icons/undo-2';
import { myApplicationMessages } from '@contracts/applications/my-applications';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { myApplicationPath } from '../api/get-my-application';
import { myApplicationsPath } from '../api/get-my-applications';
import { withdrawApplication } from '../api/withdraw-application';
import { WITHDRAW_QUESTION } from '../lib/proposals';

/** "Withdraw", asked first since it is final; the detail and the list then show it withdrawn. */
export function WithdrawButton({ id }: { id: string }) {
  const { act, busy } = useAction();
  const withdraw = () =>
    void act({
      run: () => withdrawApplication(id),
      success: myApplicationMessages.withdrawn,
      error: myApplicationMessages.withdrawFailed,
      revalidate: [myApplicationPath(id), myApplicationsPath],
    });

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={busy}
        >
          <Undo2 aria-hidden />
          {busy ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      }
      title={WITHDRAW_QUESTION.title}
      description={WITHDRAW_QUESTION.description}
      confirmLabel={WITHDRAW_QUESTION.confirmLabel}
      onConfirm={withdraw}
    />
  );
}
