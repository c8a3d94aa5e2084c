import { useState } from 'react';
import type { TEngagement } from '@contracts/engagements/engagement';
import { budgetMessages } from '@contracts/engagements/budget';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useEngagementBudget } from '../api/get-budget';
import { monthLabel } from '../lib/budget-display';
import { BudgetFigures } from './budget-figures';
import { MonthSwitcher } from './month-switcher';

/**
 * "Budget": one month of the engagement at a time, the current one first, on its own calendar.
 * The switcher moves between its months (its first to the current or its last); the figures of a
 * month are shown only once they are that month's, never the previous month's under its name.
 */
export function EngagementBudget({ engagement, sub }: { engagement: TEngagement; sub: string }) {
  // Unset until the consultant moves: the server then answers its current month.
  const [chosen, setChosen] = useState<string>();
  const { data, error, mutate } = useEngagementBudget(engagement.id, chosen, sub);
  const month = chosen ?? data?.month;
  const letterSigned = engagement.letters.some(
    (letter) => letter.kind === 'letter' && letter.status === 'signed',
  );

  return (
    <Card role="region" aria-labelledby="engagement-budget-heading">
      <CardHeader>
        <h2
          id="engagement-budget-heading"
          className="text-xl leading-none font-semibold tracking-tight"
        >
          Budget
        </h2>
        <CardDescription>
          Each month&apos;s hours as the signed letters agree them, and the time the linked booking
          pages counted, in {engagement.timeZone.replaceAll('_', ' ')} time.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {data && month && (
          <MonthSwitcher
            month={month}
            firstMonth={data.firstMonth}
            lastMonth={data.lastMonth}
            onChange={setChosen}
          />
        )}
        {data && data.month === month ? (
          <BudgetFigures budget={data} letterSigned={letterSigned} />
        ) : error ? (
          <LoadFailed
            title={budgetMessages.loadFailed}
            error={error}
            onRetry={() => void mutate()}
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label="Loading the budget" />
            {month ? `Loading ${monthLabel(month)}...` : 'Loading the budget...'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
