/**
 * How a timesheet period reads, for the client's approval page (`features/timesheet-approval`):
 * the same dates, times, totals and meetings as the consultant's screens, on the booking page's
 * clock, so both sides see the period alike.
 */
export { formatDate, formatDay, formatTime, rateOf } from './lib/display';
export { approvalSummary, currencyOf, formatDateTime } from './lib/period-display';
export { LinesHead, LineWhenCells } from './components/line-cell';
export { MeetingsList } from './components/meetings-list';
export { TotalsCards } from './components/totals-cards';
