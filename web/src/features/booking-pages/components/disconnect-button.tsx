import Unplug from 'lucide-react/icons/unplug';
import type { TConnection } from '@contracts/booking/connection';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { deleteConnection } from '../api/delete-connection';
import { connectionChangeKeys } from '../lib/connection-keys';

/** Disconnect a calendar from the booking page, after confirming (spec §5). */
export function DisconnectButton({
  bookingPageId,
  connection,
  onDisconnected,
}: {
  bookingPageId: string;
  connection: TConnection;
  onDisconnected: () => void;
}) {
  const { act, busy } = useAction();

  const disconnect = async () => {
    const done = await act({
      run: () => deleteConnection(bookingPageId, connection.id),
      success: 'Calendar disconnected',
      error: 'Error',
      revalidate: connectionChangeKeys(bookingPageId),
    });
    if (done.ok) onDisconnected();
  };

  return (
    <ConfirmAction
      title="Disconnect calendar?"
      description={`Are you sure you want to disconnect “${connection.providerCalendarName}” from this booking page?`}
      confirmLabel="Disconnect"
      onConfirm={() => void disconnect()}
      trigger={
        <ActionButton
          icon={Unplug}
          disabled={busy}
          aria-label={`Disconnect ${connection.providerCalendarName}`}
        >
          Disconnect
        </ActionButton>
      }
    />
  );
}
