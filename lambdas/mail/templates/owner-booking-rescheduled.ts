import { movedTimes, visitorNamed, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerBookingRescheduledView {
  visitor: { name: string; email: string };
  pageName: string;
  /** Who moved it; the visitor's settled moves come in one notice. */
  movedBy: 'attendee' | 'owner';
  /** How many moves of the visitor's the notice covers. */
  moves: number;
  /** Both in the page's zone. */
  now: TimeLines;
  was: TimeLines;
  place: readonly string[];
  inviteFile: string;
}

/** The page owner's notice of a move, theirs or the visitor's, with the updated invite. */
export function ownerBookingRescheduled(view: OwnerBookingRescheduledView): RenderedMail {
  const times = view.moves > 1 ? ` (${view.moves} moves)` : '';
  const who =
    view.movedBy === 'owner'
      ? `You moved your meeting with ${visitorNamed(view.visitor)}`
      : `${visitorNamed(view.visitor)} moved their meeting${times}`;
  const opening = `${who} on your page "${view.pageName}". The earlier time is free to book again.`;
  return renderMail({
    subject: `Meeting rescheduled: ${view.pageName} with ${view.visitor.name}`,
    preview: opening,
    lines: [
      opening,
      '',
      ...movedTimes(view),
      '',
      `The attached invite (${view.inviteFile}) updates the meeting in another calendar.`,
    ],
  });
}
