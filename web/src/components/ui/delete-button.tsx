import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from './button';
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
  withText,
  describedBy,
}: {
  /**
   * The button's accessible name; it names the item, e.g. "Delete Quarterly report". Only a
   * button `withText` may go without: "Delete" then names it.
   */
  label?: string;
  /** The dialog's title, e.g. "Delete article?". */
  title: string;
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
  /** The word "Delete" beside the bin, on a button of this size (a card's or a page's delete). */
  withText?: 'sm' | 'default';
  /** The id of a note on why the button is disabled. */
  describedBy?: string;
}) {
  const destructive = 'text-destructive hover:text-destructive';
  return (
    <ConfirmAction
      title={title}
      description={question}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      trigger={
        withText ? (
          <Button
            size={withText}
            variant="outline"
            className={destructive}
            disabled={disabled}
            aria-label={label}
            aria-describedby={describedBy}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        ) : (
          <IconButton
            label={label ?? 'Delete'}
            title="Delete"
            icon={Trash2}
            className={`size-9 ${destructive}`}
            disabled={disabled}
            aria-describedby={describedBy}
          />
        )
      }
    />
  );
}
