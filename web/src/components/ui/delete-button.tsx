import Trash2 from 'lucide-react/icons/trash-2';
import { ConfirmAction } from './confirm-action';
import { IconButton } from './icon-button';

/**
 * A list row's delete: a bin icon button that asks first (spec §5: every delete is confirmed)
 * with the screen's own question, e.g. "Are you sure you want to delete this article?".
 */
export function DeleteButton({
  label,
  title,
  question,
  disabled,
  onConfirm,
}: {
  /** The button's accessible name; it names the item, e.g. "Delete Quarterly report". */
  label: string;
  /** The dialog's title, e.g. "Delete article?". */
  title: string;
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmAction
      title={title}
      description={question}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      trigger={
        <IconButton
          label={label}
          title="Delete"
          icon={Trash2}
          className="size-9 text-destructive hover:text-destructive"
          disabled={disabled}
        />
      }
    />
  );
}
