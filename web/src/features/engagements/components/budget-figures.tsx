import type { TEngagementBudget } from '@contracts/engagements/budget';
import { hoursText, monthName, previousMonth } from '../lib/budget-display';
import { BudgetFigure } from './budget-figure';
import { BudgetRows } from './budget-rows';
import { BurnBar } from './burn-bar';

/**
 * One month's figures: the hours agreed (with those carried in), used, remaining and beyond, the
 * share used, and the use by workstream. A month that agrees no hours shows only what was used,
 * and why there is nothing to measure it against.
 */
export function BudgetFigures({
  budget,
  letterSigned,
}: {
  budget: TEngagementBudget;
  /** Before the letter is signed no hours are agreed, whatever the terms propose. */
  letterSigned: boolean;
}) {
  const { agreedMinutes, remainingMinutes, carriedMinutes, overageMinutes } = budget;
  return (
    <div className="grid gap-6">
      {agreedMinutes === null || remainingMinutes === null ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <BudgetFigure label="Used">{hoursText(budget.usedMinutes)}</BudgetFigure>
          </dl>
          <p className="text-sm text-muted-foreground">
            {letterSigned
              ? 'This engagement agrees no monthly hours for this month, as it is a fixed fee or time and materials: only the time used is shown.'
              : 'No hours are agreed until the letter is signed: only the time used is shown.'}
          </p>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <BudgetFigure
              label="Agreed"
              note={
                carriedMinutes > 0
                  ? `incl. ${hoursText(carriedMinutes)} carried from ${monthName(previousMonth(budget.month))}`
                  : undefined
              }
            >
              {hoursText(agreedMinutes)}
            </BudgetFigure>
            <BudgetFigure label="Used">{hoursText(budget.usedMinutes)}</BudgetFigure>
            <BudgetFigure label="Remaining">{hoursText(remainingMinutes)}</BudgetFigure>
            <BudgetFigure label="Overage" highlight={overageMinutes > 0}>
              {hoursText(overageMinutes)}
            </BudgetFigure>
          </dl>
          {budget.burnPercent !== null && (
            <BurnBar percent={budget.burnPercent} over={overageMinutes > 0} />
          )}
        </>
      )}
      <BudgetRows rows={budget.rows} month={budget.month} />
    </div>
  );
}
