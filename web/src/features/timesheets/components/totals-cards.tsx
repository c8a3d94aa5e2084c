import type { TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { Card } from '@/components/ui/card';

/**
 * The period's totals as the server computed them (spec §9): total time is meetings plus
 * entries; billable time and amount count the billable entries and the meetings the page bills,
 * the amount being the sum of those lines' amounts, to the penny.
 */
export function TotalsCards({
  totals,
  currency,
}: {
  totals: TTimesheetTotals;
  /** The booking page's: every amount of it is in this currency. */
  currency: Currency;
}) {
  const cards = [
    {
      id: 'total-time',
      label: 'Total time',
      value: formatDuration(totals.totalMinutes),
      note: `Meetings ${formatDuration(totals.meetingMinutes)} + entries ${formatDuration(totals.entryMinutes)}`,
    },
    {
      id: 'billable-time',
      label: 'Billable time',
      value: formatDuration(totals.billableMinutes),
      note: 'Billable entries and billed meetings',
    },
    {
      id: 'billable-amount',
      label: 'Billable amount',
      value: formatMoney(totals.billableAmountPence, currency),
      note: 'Sum of the billable lines',
    },
  ];
  return (
    // Each card is one dt/dd group: a <dl> allows a <div> around a group, nothing deeper.
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.label} className="grid gap-3 p-6">
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="grid gap-1">
            <span className="text-2xl font-bold tabular-nums" data-testid={card.id}>
              {card.value}
            </span>
            <span className="text-xs text-muted-foreground">{card.note}</span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
