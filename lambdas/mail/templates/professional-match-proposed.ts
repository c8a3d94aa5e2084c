import { greeted } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface ProfessionalMatchProposedView {
  professionalName: string;
  /** "Part Time / Fractional CISO" or "Advisory Role". */
  roleLabel: string;
  /** The company without its name: "Fintech, 51-200, France". */
  company: string;
  /** What the company is trying to achieve, in its words. */
  roleDescription: string;
  /** The professional's application, where they accept or decline. */
  answerUrl: string;
}

/**
 * The professional hears of a role they fit, never yet who the company is or how to reach it,
 * and is asked to accept or decline in the app.
 */
export function professionalMatchProposed(view: ProfessionalMatchProposedView): RenderedMail {
  const opening = `We think you fit a ${view.roleLabel} role: ${view.company}. What the company is trying to achieve:`;
  return renderMail({
    subject: `A ${view.roleLabel} role for you: will you meet the company?`,
    preview: `We think you fit a ${view.roleLabel} role: ${view.company}.`,
    lines: [
      ...greeted(view.professionalName, opening),
      view.roleDescription,
      '',
      'Nobody has your details yet. If you accept, we introduce you to each other by e-mail; if you decline, the company hears nothing of you.',
    ],
    action: { intro: 'Accept or decline:', label: 'Accept or decline', url: view.answerUrl },
  });
}
