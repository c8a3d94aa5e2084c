import type {
  TPeriodEvent,
  TPeriodState,
  TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import type { TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { timesheetApprovalTokenKeys, timesheetPeriodKeys } from '../../keys/timesheet-period';
import type { TableItem, TableKey } from '../../ports/table';

/** How a submitted period is stored (keys: `lambdas/keys/timesheet-period.ts`). */
export interface PeriodFields {
  id: string;
  bookingPageId: string;
  userId: string;
  startDate: string;
  endDate: string;
  state: TPeriodState;
  /** Goes up with every move: each move and each link is conditional on the version it read. */
  version: number;
  entryCount: number;
  /** The entries' totals when the period was last submitted. */
  totals: TTimesheetTotals;
  currency: string;
  /** The current approval link's hash, and the address it was mailed to. */
  tokenHash?: string;
  sentTo?: string;
  approval?: { name: string; email: string; at: string; ipAddress: string };
  query?: string;
  /**
   * Set once, by the client's approval: what they approved, frozen (`approved-timesheet.ts`),
   * and its SHA-256. Never listed with the period; read for its client's page and its invoices.
   */
  approvedTimesheet?: Uint8Array;
  approvedSha256?: string;
  /** The invoice issued from the approved period (cleared when it is credited). */
  invoiceId?: string;
  history: TPeriodEvent[];
  createdAt: string;
  updatedAt: string;
}

export type PeriodItem = TableItem & PeriodFields;

// A period's id names its days (the API's paths check it by the same rule).
export { daysOfPeriodId, periodIdOf } from '@domain/timesheets/period-id';

export const periodKey = (bookingPageId: string, days: { startDate: string; endDate: string }) =>
  timesheetPeriodKeys.key({ bookingPageId, ...days });

export const toPeriodItem = (fields: PeriodFields): PeriodItem => ({
  ...fields,
  ...periodKey(fields.bookingPageId, fields),
});

export const approvalTokenKey = (hash: string): TableKey =>
  timesheetApprovalTokenKeys.key({ hash });

/** A client's approval link as stored: its period and the version it was issued for. */
export interface ApprovalTokenItem extends TableItem {
  bookingPageId: string;
  periodId: string;
  version: number;
  expiresAt: string;
  /** Set when the client answered with it: the link then only shows what they answered. */
  usedAt?: string;
  ttl: number;
}

export function fromPeriodItem(item: PeriodItem): TTimesheetPeriod {
  return {
    id: item.id,
    bookingPageId: item.bookingPageId,
    startDate: item.startDate,
    endDate: item.endDate,
    state: item.state,
    entryCount: item.entryCount,
    totals: item.totals,
    currency: item.currency,
    sentTo: item.sentTo ?? null,
    approval: item.approval ?? null,
    query: item.state === 'queried' ? (item.query ?? null) : null,
    invoiceId: item.invoiceId ?? null,
    history: item.history ?? [],
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The Query for every period of a page, oldest days first. */
export const periodsQuery = (bookingPageId: string) => ({
  ...timesheetPeriodKeys.inPartition({ bookingPageId }),
  consistent: true,
});
