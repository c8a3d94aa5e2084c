import { useNavigate } from 'react-router';
import { clientMessages, type TClient } from '@contracts/clients/client';
import { DeleteButton } from '@/components/ui/delete-button';
import { errorMessage } from '@/lib/error-message';
import { useAction } from '@/lib/use-action';
import { deleteClient } from '../api/delete-client';
import { clientsPath } from '../api/get-clients';
import { CLIENTS_PATH } from '../lib/client-display';

/**
 * "Delete client", asked first. The server refuses while a booking page still bills the client
 * (its invoices would lose their details), and the toast says so; once deleted, back to the list.
 */
export function DeleteClientButton({ client }: { client: TClient }) {
  const navigate = useNavigate();
  const { act, busy } = useAction();

  const remove = async () => {
    const deleted = await act({
      run: () => deleteClient(client.id),
      success: clientMessages.deleted,
      error: (error) => ({ title: 'Client not deleted', description: errorMessage(error) }),
      // Not the client's own key: it is gone, and reading it again would only answer 404.
      revalidate: [clientsPath],
    });
    if (deleted.ok) void navigate(CLIENTS_PATH);
  };

  return (
    <DeleteButton
      withText="default"
      label="Delete client"
      title="Delete client?"
      question={`${client.name} and its contacts will be deleted. This cannot be undone.`}
      disabled={busy}
      onConfirm={() => void remove()}
    />
  );
}
