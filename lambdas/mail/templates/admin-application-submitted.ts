import { renderMail, type RenderedMail } from '../render';

export interface AdminApplicationSubmittedView {
  /** "professional application", "role request" or "partner application". */
  noun: string;
  /** Who it is from, as the screening list names them. */
  name: string;
  /** The day it was submitted, e.g. "2030-01-07". */
  submittedOn: string;
  /** The submission's lines ("Name: …", "Country: …"). */
  summary: readonly string[];
  /** The application on the screening screen. */
  screenUrl: string;
}

/** The administrators' notice of a new application, with a link to screen it. */
export function adminApplicationSubmitted(view: AdminApplicationSubmittedView): RenderedMail {
  const opening = `A new ${view.noun} was submitted on ${view.submittedOn}.`;
  return renderMail({
    subject: `New ${view.noun}: ${view.name}`,
    preview: opening,
    lines: [opening, '', ...view.summary],
    action: { intro: 'Screen it:', label: 'Screen the application', url: view.screenUrl },
  });
}
