import { useEffect } from 'react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/**
 * Says as a toast (spec §8) that a screen's data could not be loaded, with the server's reason.
 * It is said once per failure: automatic retries that fail the same way stay quiet, and the
 * screen's own "Try again" state remains for the user.
 */
export function useLoadFailureToast(title: string, error: unknown, failed: boolean) {
  const description = failed ? errorMessage(error) : undefined;
  useEffect(() => {
    if (description !== undefined) toast.error(title, { description });
  }, [title, description]);
}
