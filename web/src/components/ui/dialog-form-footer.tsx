import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * The foot of a dialog: "Cancel", which closes it (disabled while its work runs), then the
 * dialog's own step.
 */
export function DialogCancelFooter({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

/**
 * The foot of a form inside a dialog: "Cancel", which closes the dialog, and the submit button,
 * which names the work under way while the form is busy (both are disabled then).
 */
export function DialogFormFooter({
  busy,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  destructive = false,
}: {
  busy: boolean;
  submitLabel: string;
  /** Shown on the submit button while busy, e.g. "Adding...". */
  busyLabel: string;
  /** Keeps the submit button disabled for a reason of the form's own, e.g. an incomplete code. */
  submitDisabled?: boolean;
  /** Red for a step that withdraws or closes something for good. */
  destructive?: boolean;
}) {
  return (
    <DialogCancelFooter busy={busy}>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'default'}
        disabled={busy || submitDisabled}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogCancelFooter>
  );
}
