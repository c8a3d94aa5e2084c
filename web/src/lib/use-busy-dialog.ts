import { useState } from 'react';

/**
 * Whether a dialog whose work may be under way is open. It stays open while `busy`, so a press
 * of Escape cannot hide a save that is still running; `onOpen`/`onClose` start it afresh or
 * forget what was chosen. `close` is for the work's success.
 */
export function useBusyDialog(
  busy: boolean,
  { onOpen, onClose }: { onOpen?: () => void; onClose?: () => void } = {},
) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    (next ? onOpen : onClose)?.();
    setOpen(next);
  };
  return { dialog: { open, onOpenChange }, close: () => setOpen(false) };
}
