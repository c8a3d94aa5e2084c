import * as z from 'zod';
import { formatCount } from '../format-count';
import { requiredText } from '../text-fields';
import { checkPeriod, periodShape, toPeriodFilter } from './period';
import { ZTimesheetMeeting, ZTimesheetTotals } from './timesheet';

/**
 * A submitted timesheet period (docs/data-model.md, "Timesheet periods"): the whole days a
 * consultant sends for sign-off, which the client approves or queries from a mailed link, and
 * which the consultant may reopen until it is approved. While a period is submitted or approved
 * its entries are locked; every move is kept in its history.
 */

export const PERIOD_STATES = ['submitted', 'queried', 'reopened', 'approved'] as const;
export type TPeriodState = (typeof PERIOD_STATES)[number];
export const PERIOD_STATE_LABELS: Record<TPeriodState, string> = {
  submitted: 'Awaiting approval',
  queried: 'Queried by the client',
  reopened: 'Reopened',
  approved: 'Approved',
};
/** States whose entries are locked: nothing of their days may be added, edited or deleted. */
export const LOCKING_STATES: readonly TPeriodState[] = ['submitted', 'approved'];

export const PERIOD_ACTIONS = ['submitted', 'sent', 'reopened', 'queried', 'approved'] as const;
export type TPeriodAction = (typeof PERIOD_ACTIONS)[number];
export const PERIOD_ACTION_LABELS: Record<TPeriodAction, string> = {
  submitted: 'Submitted',
  sent: 'Sent to the client',
  reopened: 'Reopened',
  queried: 'Queried',
  approved: 'Approved',
};

export const periodMessages = {
  sendToClient: 'Send to client must be true or false',
  submitted: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'} submitted`,
  submittedAndSent: (n: number, to: string) =>
    `${n} ${n === 1 ? 'entry' : 'entries'} submitted and sent to ${to} for approval`,
  sent: (to: string) => `Sent to ${to} for approval`,
  nothingToSubmit: 'There are no draft entries in this period to submit',
  tooMany: (max: number) =>
    `A period can be submitted with at most ${max} entries at once. Please submit a shorter period.`,
  overlaps: (start: string, end: string) =>
    `This period overlaps the period ${start} to ${end}, which is already submitted or approved`,
  noClientEmail:
    "Add the client's e-mail address in Billing settings to send this period for approval",
  /** 400: the account's address changed to the client's since the settings were saved. */
  clientEmailIsYours:
    "The client's e-mail address in Billing settings is your own. Enter the address of the person who approves your timesheets to send this period for approval.",
  submitFailed: 'Failed to submit entries',
  submitConfirm:
    'Submit every draft entry of this period? Its entries are locked until the client approves or queries it, or you reopen it.',
  /** The Submit dialog's warning: billable drafts without a rate bill nothing once approved. */
  unratedWarning: (n: number) =>
    `${formatCount(n)} billable ${n === 1 ? 'entry has' : 'entries have'} no rate: approved as ${n === 1 ? 'it is' : 'they are'}, ${n === 1 ? 'it shows' : 'they show'} "No rate" and ${n === 1 ? 'is' : 'are'} not invoiced. Add a rate to bill ${n === 1 ? 'it' : 'them'}.`,
  /** The Submit dialog's warning: the page bills meetings but has no rate to bill them at. */
  unratedMeetingsWarning: (n: number) =>
    `${formatCount(n)} ${n === 1 ? 'meeting is' : 'meetings are'} to be billed at this page's hourly rate, but it has none: approved as ${n === 1 ? 'it is' : 'they are'}, ${n === 1 ? 'it is' : 'they are'} not invoiced. Set an hourly rate in Billing settings to bill ${n === 1 ? 'it' : 'them'}.`,
  reopenConfirm:
    'Reopen this period? Its entries become editable again and its approval link stops working.',
  reopened: 'Period reopened: its entries can be edited again',
  reopenFailed: 'Failed to reopen the period',
  reasonRequired: 'Please say why the period is reopened',
  notFound: 'Timesheet period not found',
  /** 409: approval and reopening race; the one that lands first wins. */
  approvedLocked: 'This period has been approved and stays locked',
  notSubmitted: 'This period is not awaiting approval',
  changedMeanwhile: 'The period changed meanwhile. Please reload and try again.',
  /** The locked-entry refusal for a day inside a submitted or approved period. */
  dayLocked: (start: string, end: string) =>
    `This time is in the period ${start} to ${end}, which has been submitted. Reopen the period to change it.`,
  loadFailed: 'Error loading timesheet periods',
  // The client's page.
  linkInvalid: 'This approval link is invalid or no longer valid',
  linkUsed: 'This approval link has already been used',
  nameRequired: 'Please type your name to approve',
  commentRequired: 'Please say what needs changing',
  /** 400: the frozen copy of what is approved would not fit in one stored item. */
  tooLargeToApprove:
    'This timesheet is too large to approve in one go. Please ask the consultant to send it as shorter periods.',
  approvedByClient: 'Timesheet approved. Thank you.',
  queriedByClient: 'Your query has been sent to the consultant.',
  /** 409: what the client's page showed is no longer what would be approved; nothing changed. */
  changedSinceOpened:
    'This timesheet changed after you opened it. Reload the page to see the current lines before approving.',
  /** 400: an answer must name the copy the client's page showed (its `shownSha256`). */
  shownCopyRequired:
    'This answer does not say which copy of the timesheet you saw. Reload the page and try again.',
  approveFailed: 'Failed to approve the timesheet',
  queryFailed: 'Failed to send the query',
} as const;

/** The client's page; the link's token rides after `#`, so no server log ever holds it. */
export const APPROVAL_PAGE = '/timesheet-approval';
export const approvalLinkPath = (token: string) => `${APPROVAL_PAGE}#${token}`;
/** How long a client's approval link works. */
export const APPROVAL_LINK_DAYS = 30;

/** `POST /api/booking-pages/{id}/timesheet-periods`: submit the period's drafts, and mail the client. */
export const ZSubmitPeriod = z
  .object({
    ...periodShape,
    /** Mail the page's client a single-use approval link (Billing settings hold the address). */
    sendToClient: z.boolean(periodMessages.sendToClient).default(true),
  })
  .superRefine(checkPeriod)
  .transform((value) => ({ period: toPeriodFilter(value), sendToClient: value.sendToClient }));
export type TSubmitPeriod = z.input<typeof ZSubmitPeriod>;

/** `POST …/timesheet-periods/{periodId}/reopen`. */
export const ZReopenPeriod = z.object(
  { reason: requiredText(periodMessages.reasonRequired, 'The reason', 500) },
  periodMessages.reasonRequired,
);
export type TReopenPeriod = z.input<typeof ZReopenPeriod>;

/** One move of a period: who made it, when, and what they said. */
export const ZPeriodEvent = z.object({
  action: z.enum(PERIOD_ACTIONS),
  at: z.string(),
  actor: z.enum(['consultant', 'client']),
  /** The consultant's or the client's e-mail address. */
  email: z.string(),
  /** The name the client typed when approving or querying. */
  name: z.string().nullable(),
  /** The client's network address (approvals and queries). */
  ipAddress: z.string().nullable(),
  /** The reopening reason or the client's query. */
  note: z.string().nullable(),
  /**
   * On an approval: the SHA-256 (hex) of the approved timesheet (`ZApprovedTimesheet`) as
   * canonical JSON (RFC 8785), so anyone holding the approved figures can check them.
   */
  approvedSha256: z.string().optional(),
});
export type TPeriodEvent = z.infer<typeof ZPeriodEvent>;

/** A period as its consultant sees it. */
export const ZTimesheetPeriod = z.object({
  id: z.string(),
  bookingPageId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(PERIOD_STATES),
  /** How many entries the period holds; their totals as submitted. */
  entryCount: z.number().int(),
  totals: ZTimesheetTotals,
  currency: z.string(),
  /** Where the approval link was last sent; null when it was not sent. */
  sentTo: z.string().nullable(),
  approval: z
    .object({ name: z.string(), email: z.string(), at: z.string(), ipAddress: z.string() })
    .nullable(),
  /** The latest query's comment while the period is queried. */
  query: z.string().nullable(),
  /** The invoice issued from the approved period, if any and not credited. */
  invoiceId: z.string().nullable(),
  history: z.array(ZPeriodEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTimesheetPeriod = z.infer<typeof ZTimesheetPeriod>;

/** A submit or a resend: the period and what the consultant is told. */
export const ZPeriodSent = ZTimesheetPeriod.extend({ message: z.string() });
export type TPeriodSent = z.infer<typeof ZPeriodSent>;

/** `GET /api/booking-pages/{id}/timesheet-periods`: newest first. */
export const ZTimesheetPeriodList = z.object({ periods: z.array(ZTimesheetPeriod) });
export type TTimesheetPeriodList = z.infer<typeof ZTimesheetPeriodList>;

/** A line of the period exactly as the export shows it. */
export const ZApprovalLine = z.object({
  startTime: z.string(),
  endTime: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  billable: z.boolean(),
  ratePence: z.number().int().nullable(),
  amountPence: z.number().int().nullable(),
});
export type TApprovalLine = z.infer<typeof ZApprovalLine>;

/**
 * The period as its client reads it: whose page and time, on which clock, in which currency, and
 * its lines and totals. The page the client answers on shows it; the approval freezes it.
 */
const ZClientTimesheet = z.object({
  bookingPageName: z.string(),
  consultant: z.string(),
  /** The address the approval link was mailed to. */
  clientEmail: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  meetings: z.array(ZTimesheetMeeting),
  entries: z.array(ZApprovalLine),
  totals: ZTimesheetTotals,
});

/** `GET /api/public/timesheet-approval` (link token in its header): what the client signs off. */
export const ZPeriodForApproval = ZClientTimesheet.extend({
  state: z.enum(PERIOD_STATES),
  /** False once the link was used (approved or queried), or the period moved on. */
  canAct: z.boolean(),
  approval: ZTimesheetPeriod.shape.approval,
  query: z.string().nullable(),
  /**
   * The SHA-256 (hex) of the copy this page is built from (`ZApprovedTimesheet` as canonical
   * JSON, with the billing terms it would be invoiced on): an answer sends it back, and an
   * approval is refused unless it is still what would be frozen. Once approved, the approval's
   * `approvedSha256`.
   */
  shownSha256: z.string(),
});
export type TPeriodForApproval = z.infer<typeof ZPeriodForApproval>;

/**
 * What the client approved, frozen when they approved it: the lines and totals exactly as their
 * page showed them, and the terms the period's invoices bill on as they stood then. Invoices and
 * the client's page of an approved period are built from this alone, never from the live
 * entries, meetings or billing settings.
 */
export const ZApprovedTimesheet = ZClientTimesheet.extend({
  billing: z.object({
    clientName: z.string(),
    clientAddress: z.string(),
    /** Hundredths of a percent: 2000 is 20 %. */
    taxBasisPoints: z.number().int(),
    paymentTermsDays: z.number().int(),
  }),
});
export type TApprovedTimesheet = z.infer<typeof ZApprovedTimesheet>;

/** A SHA-256 in lowercase hex, as `shownSha256` gives it. */
const ZShownSha256 = z
  .string(periodMessages.shownCopyRequired)
  .regex(/^[0-9a-f]{64}$/, periodMessages.shownCopyRequired);

/** What the client types to approve (the approve form). */
export const ZApproveForm = z.object(
  { name: requiredText(periodMessages.nameRequired, 'Your name', 200) },
  periodMessages.nameRequired,
);
export type TApproveForm = z.input<typeof ZApproveForm>;

/** `POST /api/public/timesheet-approval/approve`: the form and the copy the page showed. */
export const ZApprovePeriod = ZApproveForm.extend({ shownSha256: ZShownSha256 });
export type TApprovePeriod = z.input<typeof ZApprovePeriod>;

/** What the client types to query the period (the query form). */
export const ZQueryForm = z.object(
  {
    name: requiredText(periodMessages.nameRequired, 'Your name', 200),
    comment: requiredText(periodMessages.commentRequired, 'The comment', 2000),
  },
  periodMessages.commentRequired,
);
export type TQueryForm = z.input<typeof ZQueryForm>;

/** `POST /api/public/timesheet-approval/query`: the form and the copy the page showed. */
export const ZQueryPeriod = ZQueryForm.extend({ shownSha256: ZShownSha256 });
export type TQueryPeriod = z.input<typeof ZQueryPeriod>;

/** Outbox events of a period's moves (docs/events.md); consumers re-read the period. */
export const TIMESHEET_APPROVAL_REQUESTED = 'TimesheetApprovalRequested';
export const TIMESHEET_PERIOD_ANSWERED = 'TimesheetPeriodAnswered';
export const ZPeriodEventDetail = z.object({
  bookingPageId: z.string(),
  periodId: z.string(),
  /** The period's version the event was written with: a later move makes it stale. */
  version: z.number().int(),
  /** The approval link's token sealed with the token key, for its mail only (the table has its hash). */
  tokenCiphertext: z.string().optional(),
});
export type TPeriodEventDetail = z.infer<typeof ZPeriodEventDetail>;
