import { reasonLine } from '../common-lines';
import { labelled, visitorNamed, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerBookingCancelledView {
  visitor: { name: string; email: string };
  pageName: string;
  reason: string | null;
  /** In the page's zone. */
  was: TimeLines;
  place: string;
  inviteFile: string;
}

/** The page owner's notice that the visitor cancelled: the time is free again. */
export function ownerBookingCancelled(view: OwnerBookingCancelledView): RenderedMail {
  const opening = `${visitorNamed(view.visitor)} cancelled their meeting on your page "${view.pageName}". The time is free to book again.`;
  return renderMail({
    subject: `Meeting cancelled: ${view.pageName} with ${view.visitor.name}`,
    preview: opening,
    lines: [
      opening,
      '',
      ...labelled('Was', view.was),
      view.place,
      reasonLine(view.reason),
      '',
      `The attached ${view.inviteFile} removes the meeting from a calendar it was added to.`,
    ],
  });
}
