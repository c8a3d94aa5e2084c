import type { ReactElement, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

/**
 * A button that asks before it acts (spec §5: every delete and removal is confirmed). The
 * question may carry choices of its own (`children`, between the question and its buttons), and
 * it may be opened by the screen rather than a button (`open` without `trigger`, e.g. leaving a
 * page with unsaved changes).
 */
export function ConfirmAction({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  confirmDisabled = false,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = true,
}: {
  /** The button that opens the question. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** The question; a block of its own (paragraphs, a list) where one sentence is not enough. */
  description: ReactNode;
  children?: ReactNode;
  /** No confirm button at all where the answer is already known to be no. */
  confirmLabel: string | null;
  /** Holds the confirm button back, e.g. until what it would do is known. */
  confirmDisabled?: boolean;
  /** The way out without acting, when "Cancel" would read as the action (cancelling a meeting). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Red for deletions (the default); plain for a confirmed step such as submitting. */
  destructive?: boolean;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {typeof description === 'string' ? (
            <AlertDialogDescription>{description}</AlertDialogDescription>
          ) : (
            <AlertDialogDescription asChild>
              <div className="grid gap-2">{description}</div>
            </AlertDialogDescription>
          )}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {confirmLabel !== null && (
            <AlertDialogAction
              destructive={destructive}
              disabled={confirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
