import { greeted } from '../common-lines';
import { movedTimes, PERSONAL_LINK_NOTE, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface VisitorBookingRescheduledView {
  visitorName: string;
  pageName: string;
  /** Who moved it: the visitor, or the host. */
  movedBy: 'attendee' | 'owner';
  /** Both in the visitor's zone. */
  now: TimeLines;
  was: TimeLines;
  place: readonly string[];
  inviteFile: string;
  /** A fresh personal link to cancel or move the meeting. */
  manageUrl: string;
}

/** The visitor's notice of the new time, with the updated invite and a fresh personal link. */
export function visitorBookingRescheduled(view: VisitorBookingRescheduledView): RenderedMail {
  const opening =
    view.movedBy === 'owner'
      ? `The host moved your meeting "${view.pageName}" to a new time.`
      : `Your meeting "${view.pageName}" is moved to the new time you chose.`;
  return renderMail({
    subject: `Meeting rescheduled: ${view.pageName}`,
    preview: opening,
    lines: [
      ...greeted(view.visitorName, opening),
      ...movedTimes(view),
      '',
      `The attached invite (${view.inviteFile}) updates the meeting in your calendar.`,
    ],
    action: {
      intro: 'Need to cancel or move it again? Use your personal link:',
      label: 'Cancel or move the meeting',
      url: view.manageUrl,
      note: PERSONAL_LINK_NOTE,
    },
  });
}
