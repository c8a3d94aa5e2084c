import { renderMail, type RenderedMail } from '../render';
import { totalsLines, type PeriodTotals } from '../timesheet-lines';

export interface RecipientTimesheetExportedView extends PeriodTotals {
  pageName: string;
  /** The period's dates, e.g. "1–7 January 2030". */
  period: string;
  /** The booking page's zone, the one the entries are in. */
  timeZone: string;
  /** Who exported it, as the report names them. */
  exportedBy: string;
}

/** The exported timesheet, sent to the address the export form was given, as an attachment. */
export function recipientTimesheetExported(view: RecipientTimesheetExportedView): RenderedMail {
  const opening = `Attached is the timesheet of ${view.pageName} for ${view.period} (${view.timeZone}), exported by ${view.exportedBy}.`;
  return renderMail({
    subject: `Timesheet: ${view.pageName}, ${view.period}`,
    preview: opening,
    lines: [opening, '', ...totalsLines(view)],
  });
}
