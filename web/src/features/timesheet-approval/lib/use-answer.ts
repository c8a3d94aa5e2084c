import type { TPeriodForApproval } from '@contracts/timesheets/period-approval';
import { useAction } from '@/lib/use-action';

/** What the page does with an answer's outcome. */
export interface AnswerOutcome {
  /** The period as it now is, once the answer was recorded. */
  onAnswered: (view: TPeriodForApproval) => void;
  /** The link may have stopped working meanwhile (used in another tab, replaced). */
  onFailed: (error: unknown) => void;
}

/**
 * Sends one of the client's answers with its toasts (success, or the failure with the server's
 * message), then hands the outcome to the page.
 */
export function useAnswer({ onAnswered, onFailed }: AnswerOutcome) {
  const { act, busy } = useAction();
  const answer = async (
    run: () => Promise<TPeriodForApproval>,
    success: string,
    error: string,
  ): Promise<void> => {
    const done = await act({ run, success, error });
    if (done.ok) onAnswered(done.value);
    else onFailed(done.error);
  };
  return { answer, busy };
}
