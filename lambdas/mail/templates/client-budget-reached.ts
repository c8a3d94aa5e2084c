import { renderMail, type RenderedMail } from '../render';
import { overageLine, type BudgetReachedView } from './consultant-budget-reached';

export interface ClientBudgetReachedView extends BudgetReachedView {
  /** Who works under the engagement: "Grace Hopper, Hopper & Co". */
  consultant: string;
}

/** The client approver's notice that an engagement's month has used 75, 90 or 100 % of its hours. */
export function clientBudgetReached(view: ClientBudgetReachedView): RenderedMail {
  const opening = `${view.consultant} has used ${view.used} of the ${view.agreed} agreed for ${view.month} under ${view.engagementTitle} (${view.level}%).`;
  return renderMail({
    subject: `${view.level}% of ${view.month}'s hours used: ${view.engagementTitle}`,
    preview: opening,
    lines: [
      opening,
      ...overageLine(view.level, 'client'),
      '',
      'You receive this as the approver named in the engagement letter.',
    ],
  });
}
