import { renderMail, type RenderedMail } from '../render';

export interface BudgetReachedView {
  engagementTitle: string;
  /** The month on the engagement's calendar, e.g. "March 2030". */
  month: string;
  /** The alert reached: 75, 90 or 100 (% of the month's agreed hours). */
  level: number;
  /** The month's time used and agreed, e.g. "7h 30m" and "10h". */
  used: string;
  agreed: string;
}

export interface ConsultantBudgetReachedView extends BudgetReachedView {
  clientName: string;
  /** The engagement in the app, where its budget is. */
  engagementUrl: string;
}

/** What a full budget means for the time after it: overage, billed only if approved. */
export const overageLine = (level: number, who: 'consultant' | 'client'): string[] =>
  level < 100
    ? []
    : [
        '',
        who === 'consultant'
          ? 'Time beyond the agreed hours is overage: it is billed only if the client approves it.'
          : 'Time beyond the agreed hours is shown to you apart, and billed only if you approve it.',
      ];

/** The consultant's notice that an engagement's month has used 75, 90 or 100 % of its hours. */
export function consultantBudgetReached(view: ConsultantBudgetReachedView): RenderedMail {
  const opening = `${view.engagementTitle} with ${view.clientName} has used ${view.used} of the ${view.agreed} agreed for ${view.month} (${view.level}%).`;
  return renderMail({
    subject: `${view.level}% of ${view.month}'s hours used: ${view.engagementTitle}`,
    preview: opening,
    lines: [opening, ...overageLine(view.level, 'consultant')],
    action: {
      intro: 'See the month’s budget by workstream:',
      label: 'Open the engagement',
      url: view.engagementUrl,
    },
  });
}
