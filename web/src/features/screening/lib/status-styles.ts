import type { TApplicationStatus } from '@contracts/applications/application';
import type { TMatchOutcome } from '@contracts/applications/matching';

/**
 * Each status its own colour, always with its name written out (colour alone tells nothing to
 * someone who cannot see it). Both themes keep the text at a readable contrast. Marked important
 * because they sit on top of the badge's own default colours.
 */
export const STATUS_STYLES: Record<TApplicationStatus, string> = {
  new: 'border-transparent bg-sky-100! text-sky-950! dark:bg-sky-900/60! dark:text-sky-50!',
  screening:
    'border-transparent bg-amber-100! text-amber-950! dark:bg-amber-900/60! dark:text-amber-50!',
  interview:
    'border-transparent bg-violet-100! text-violet-950! dark:bg-violet-900/60! dark:text-violet-50!',
  matched:
    'border-transparent bg-emerald-100! text-emerald-950! dark:bg-emerald-900/60! dark:text-emerald-50!',
  rejected:
    'border-transparent bg-rose-100! text-rose-950! dark:bg-rose-900/60! dark:text-rose-50!',
  withdrawn:
    'border-transparent bg-slate-200! text-slate-900! dark:bg-slate-700! dark:text-slate-50!',
};

/** How a criterion came out; "unknown" says outright that it added nothing. */
export const OUTCOME_LABELS: Record<TMatchOutcome, string> = {
  match: 'Match',
  partial: 'Partial',
  mismatch: 'Mismatch',
  unknown: 'Unknown · no points',
};

export const OUTCOME_STYLES: Record<TMatchOutcome, string> = {
  match: STATUS_STYLES.matched,
  partial: STATUS_STYLES.screening,
  mismatch: STATUS_STYLES.rejected,
  unknown:
    'border-dashed border-slate-400! bg-slate-100! text-slate-900! dark:border-slate-500! dark:bg-slate-800! dark:text-slate-50!',
};
