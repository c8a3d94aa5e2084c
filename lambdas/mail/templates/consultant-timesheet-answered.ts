import { renderMail, type RenderedMail } from '../render';
import { totalsLines, type PeriodTotals } from '../timesheet-lines';

export interface ConsultantTimesheetAnsweredView extends PeriodTotals {
  /** The client who answered: "Jane Client (jane@example.com)", or their e-mail alone. */
  answeredBy: string;
  answer: 'approved' | 'queried';
  /** The client's comment on a query, as they typed it; null when none. */
  comment: string | null;
  pageName: string;
  /** The period's dates, e.g. "1–7 January 2030". */
  period: string;
  /** The booking page's timesheet in the app. */
  timesheetUrl: string;
}

/** The consultant's notice that the client approved a period, or queried it with a comment. */
export function consultantTimesheetAnswered(view: ConsultantTimesheetAnsweredView): RenderedMail {
  const approved = view.answer === 'approved';
  const opening = approved
    ? `${view.answeredBy} approved the timesheet of ${view.pageName} for ${view.period}. It is now locked and can be invoiced.`
    : `${view.answeredBy} queried the timesheet of ${view.pageName} for ${view.period}. Its entries can be edited again:`;
  return renderMail({
    subject: `Timesheet ${view.answer}: ${view.pageName}, ${view.period}`,
    preview: opening,
    lines: [
      opening,
      ...(approved ? [] : ['', view.comment || 'No comment given']),
      '',
      ...totalsLines(view),
    ],
    action: {
      intro: approved ? 'Invoice it from the timesheet:' : 'Change the entries in the timesheet:',
      label: 'Open the timesheet',
      url: view.timesheetUrl,
    },
  });
}
