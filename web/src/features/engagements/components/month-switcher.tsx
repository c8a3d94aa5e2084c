import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { nextMonth } from '@domain/engagements/budget';
import { IconButton } from '@/components/ui/icon-button';
import { monthLabel, previousMonth } from '../lib/budget-display';

/*
 * At either end the button is only marked disabled (`aria-disabled`), not taken out of the tab
 * order: a keyboard user who pressed it to the first month keeps their place on it instead of
 * being dropped at the page's start.
 */
const boundClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** The month shown ("March 2030"), between "Previous month" and "Next month" within the bounds. */
export function MonthSwitcher({
  month,
  firstMonth,
  lastMonth,
  onChange,
}: {
  /** `YYYY-MM`, as are the bounds. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  onChange: (month: string) => void;
}) {
  const canGoBack = month > firstMonth;
  const canGoOn = month < lastMonth;
  return (
    <div className="flex items-center justify-between gap-2">
      <IconButton
        label="Previous month"
        icon={ChevronLeft}
        className={boundClass}
        aria-disabled={!canGoBack}
        onClick={() => canGoBack && onChange(previousMonth(month))}
      />
      <h3 className="text-center font-semibold" aria-live="polite">
        {monthLabel(month)}
      </h3>
      <IconButton
        label="Next month"
        icon={ChevronRight}
        className={boundClass}
        aria-disabled={!canGoOn}
        onClick={() => canGoOn && onChange(nextMonth(month))}
      />
    </div>
  );
}
