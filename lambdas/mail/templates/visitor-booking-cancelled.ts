import { greeted, reasonLine } from '../common-lines';
import { labelled, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface VisitorBookingCancelledView {
  visitorName: string;
  pageName: string;
  /** Who cancelled: the visitor themselves, or the host with a message. */
  cancelledBy: 'attendee' | 'owner';
  /** The visitor's reason, or the host's message; null when none was given. */
  reason: string | null;
  /** In the visitor's zone. */
  was: TimeLines;
  /** "Platform: …" or "Where: …". */
  place: string;
  inviteFile: string;
}

/** The visitor's notice that their meeting is cancelled, with the calendar cancellation. */
export function visitorBookingCancelled(view: VisitorBookingCancelledView): RenderedMail {
  const byHost = view.cancelledBy === 'owner';
  const opening = byHost
    ? `Your meeting "${view.pageName}" was cancelled by the host.`
    : `Your meeting "${view.pageName}" is cancelled, as you asked.`;
  const reason = byHost
    ? `Message from the host: ${view.reason ?? 'None'}`
    : reasonLine(view.reason);
  return renderMail({
    subject: byHost
      ? `Meeting cancelled by the host: ${view.pageName}`
      : `Meeting cancelled: ${view.pageName}`,
    preview: opening,
    lines: [
      ...greeted(view.visitorName, opening),
      ...labelled('Was', view.was),
      view.place,
      reason,
      '',
      `The attached ${view.inviteFile} removes the meeting from a calendar it was added to.`,
    ],
  });
}
