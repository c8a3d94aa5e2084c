import type { TApplicationStatus } from '@contracts/applications/application';
import { applicationAction } from '../application-lines';
import { renderMail, type RenderedMail } from '../render';

export interface ApplicantApplicationStatusChangedView {
  applicantName: string;
  /** "professional application", "role request" or "partner application". */
  noun: string;
  from: TApplicationStatus;
  to: TApplicationStatus;
  applicationUrl: string;
}

/** What a move means to the applicant, in plain words: the mail's subject and first line. */
export function statusWords(
  noun: string,
  from: TApplicationStatus,
  to: TApplicationStatus,
): { subject: string; line: string } {
  switch (to) {
    case 'screening':
      return from === 'rejected'
        ? {
            subject: `Your ${noun} is back in review`,
            line: `We have taken your ${noun} back into review and will be in touch.`,
          }
        : {
            subject: `We are reviewing your ${noun}`,
            line: `We have started reviewing your ${noun}. It can no longer be changed, but you can still withdraw it.`,
          };
    case 'interview':
      return {
        subject: `We would like to talk about your ${noun}`,
        line: `Your ${noun} has moved on to an interview: we will contact you to arrange a conversation.`,
      };
    case 'matched':
      return {
        subject: `Your ${noun} is matched`,
        line: `Your ${noun} is matched. We will introduce you to the other side by e-mail.`,
      };
    case 'rejected':
      return {
        subject: `An update on your ${noun}`,
        line: `Thank you for your interest. After a careful review we are not taking your ${noun} further at this time.`,
      };
    case 'withdrawn':
      return {
        subject: `You withdrew your ${noun}`,
        line: `Your ${noun} is withdrawn, as you asked: nothing more will happen with it.`,
      };
    case 'new':
      return {
        subject: `Your ${noun} is waiting for review`,
        line: `Your ${noun} is waiting for review.`,
      };
  }
}

/** The applicant's notice of a move of their application, and where to see it. */
export function applicantApplicationStatusChanged(
  view: ApplicantApplicationStatusChangedView,
): RenderedMail {
  const { subject, line } = statusWords(view.noun, view.from, view.to);
  return renderMail({
    subject,
    preview: line,
    lines: [`Hello ${view.applicantName},`, '', line],
    action: applicationAction('See your applications:', view.applicationUrl),
  });
}
