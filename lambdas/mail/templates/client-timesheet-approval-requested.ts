import { renderMail, type RenderedMail } from '../render';
import { totalsLines, type PeriodTotals } from '../timesheet-lines';

export interface ClientTimesheetApprovalRequestedView extends PeriodTotals {
  /** The client as the booking page's billing names them; null when it does not. */
  clientName: string | null;
  /** The consultant as their profile names them, else their e-mail. */
  consultant: string;
  pageName: string;
  /** The period's dates, e.g. "1–7 January 2030". */
  period: string;
  /** The booking page's zone, the one the entries are in. */
  timeZone: string;
  /** The client's single-use approval link. */
  approvalUrl: string;
}

/** The client's request to approve a period's timesheet, with their single-use link. */
export function clientTimesheetApprovalRequested(
  view: ClientTimesheetApprovalRequestedView,
): RenderedMail {
  const asks = `${view.consultant} asks you to approve the timesheet of ${view.pageName} for ${view.period} (${view.timeZone}).`;
  return renderMail({
    subject: `Timesheet for approval: ${view.pageName}, ${view.period}`,
    preview: asks,
    lines: [
      view.clientName ? `Hello ${view.clientName},` : 'Hello,',
      '',
      asks,
      '',
      ...totalsLines(view),
    ],
    action: {
      intro: 'Review every line, then approve it or send a query:',
      label: 'Review the timesheet',
      url: view.approvalUrl,
      note: 'The link is personal: it works once, for 30 days.',
    },
  });
}
