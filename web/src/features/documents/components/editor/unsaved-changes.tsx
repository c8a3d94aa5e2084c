import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';

/**
 * Placed fields live only on this screen until saved: leaving it, by a link in the app or by
 * closing or reloading the tab, asks first while there are unsaved changes.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmAction
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="The fields you placed or changed since the last save will be lost."
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
