import { applicationAction } from '../application-lines';
import { greeted } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface ApplicantApplicationReceivedView {
  /** Who the application names: the professional, or the company's contact. */
  applicantName: string;
  /** "professional application", "role request" or "partner application". */
  noun: string;
  /** The submission's lines the applicant will recognise ("Name: …", "Country: …"). */
  summary: readonly string[];
  applicationUrl: string;
}

/** The applicant's receipt: their application reached us and waits for review. */
export function applicantApplicationReceived(view: ApplicantApplicationReceivedView): RenderedMail {
  const opening = `Thank you: your ${view.noun} reached us and is waiting for review. We will be in touch soon.`;
  return renderMail({
    subject: `We received your ${view.noun}`,
    preview: opening,
    lines: [...greeted(view.applicantName, opening), ...view.summary],
    action: applicationAction(
      'Follow it, change it while it waits or withdraw it:',
      view.applicationUrl,
    ),
  });
}
