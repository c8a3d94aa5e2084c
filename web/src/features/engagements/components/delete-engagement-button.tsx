import { useNavigate } from 'react-router';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { DeleteButton } from '@/components/ui/delete-button';
import { clientPath } from '@/features/clients/owner-clients';
import { errorMessage } from '@/lib/error-message';
import { useAction } from '@/lib/use-action';
import { deleteEngagement } from '../api/delete-engagement';
import { engagementsPath } from '../api/get-engagements';

/**
 * "Delete draft", asked first. The server refuses once the letter is out (its letters are both
 * sides' record) and the toast says so; the engagement is then read again and shows its terms
 * read-only. Once deleted, back to its client.
 */
export function DeleteEngagementButton({
  engagement,
  onRefused,
}: {
  engagement: TEngagement;
  /** Reads the engagement again: a refusal means its letter went out meanwhile. */
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const { act, busy } = useAction();

  const remove = async () => {
    const deleted = await act({
      run: () => deleteEngagement(engagement.id),
      success: engagementMessages.deleted,
      error: (error) => ({
        title: engagementMessages.deleteFailed,
        description: errorMessage(error),
      }),
      revalidate: [engagementsPath],
    });
    // Not the engagement's own key on success: it is gone, and reading it would only answer 404.
    if (deleted.ok) void navigate(clientPath(engagement.clientId));
    else onRefused();
  };

  return (
    <DeleteButton
      withText="default"
      label="Delete draft"
      title="Delete draft?"
      question={engagementMessages.deleteConfirm}
      disabled={busy}
      onConfirm={() => void remove()}
    />
  );
}
