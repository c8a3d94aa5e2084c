/** A period's totals, already written with their unit and currency. */
export interface PeriodTotals {
  /** e.g. "7h 30m". */
  totalTime: string;
  /** e.g. "£226.17". */
  billableAmount: string;
}

/** The two total lines every timesheet mail ends its facts with. */
export const totalsLines = (totals: PeriodTotals) => [
  `Total time: ${totals.totalTime}`,
  `Billable amount: ${totals.billableAmount}`,
];
