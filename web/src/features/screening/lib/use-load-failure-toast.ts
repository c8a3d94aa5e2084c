import { useEffect } from 'react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/**
 * Says as a toast (spec §8) that a screen's data could not be loaded, with the server's reason,
 * once per failure: retries that fail the same way stay quiet, and the screen keeps its own
 * "Try again".
 */
export function useLoadFailureToast(title: string, error: unknown) {
  const description = error ? errorMessage(error) : undefined;
  useEffect(() => {
    if (description !== undefined) toast.error(title, { description });
  }, [title, description]);
}
