import { DeleteButton } from '@/components/ui/delete-button';
import { useAction } from '@/lib/use-action';
import { deleteCalendar } from '../api/delete-calendar';
import { calendarsKey } from '../api/get-calendars';

/** A booking page's delete, after the spec's question; the list reloads either way. */
export function DeleteCalendarButton({
  id,
  name,
  onDeleted,
}: {
  id: string;
  name: string;
  onDeleted: () => void;
}) {
  const { act, busy } = useAction();

  const remove = async () => {
    const deleted = await act({
      run: () => deleteCalendar(id),
      success: { title: 'Success', description: 'Calendar deleted successfully' },
      error: 'Error',
      // The header's My Calendar link follows the first booking page (`/api/me`).
      revalidate: [calendarsKey, '/api/me'],
    });
    if (deleted.ok) onDeleted();
  };

  return (
    <DeleteButton
      label={`Delete ${name}`}
      title="Delete booking page?"
      question="Are you sure you want to delete this calendar?"
      disabled={busy}
      onConfirm={() => void remove()}
    />
  );
}
