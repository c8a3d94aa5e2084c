import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/**
 * A button that opens a dialog holding a form, with the title and description every dialog
 * needs. Closing it, however, gives the focus back to the button.
 */
export function FormDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  className,
  children,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's own width, where the form needs more room (a week of times). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
