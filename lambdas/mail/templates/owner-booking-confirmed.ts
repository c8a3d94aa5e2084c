import { labelled, visitorNamed, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerBookingConfirmedView {
  visitor: { name: string; email: string };
  pageName: string;
  /** In the page's zone. */
  when: TimeLines;
  place: readonly string[];
  notes: string | null;
  inviteFile: string;
}

/** The page owner's notice of a new booking, with the same invite. */
export function ownerBookingConfirmed(view: OwnerBookingConfirmedView): RenderedMail {
  const booked = `${visitorNamed(view.visitor)} booked a meeting on your page "${view.pageName}".`;
  return renderMail({
    subject: `New booking: ${view.pageName} with ${view.visitor.name}`,
    preview: booked,
    lines: [
      booked,
      '',
      ...labelled('When', view.when),
      ...view.place,
      ...(view.notes ? [`Notes from ${view.visitor.name}: ${view.notes}`] : []),
      '',
      `The meeting is on your calendar in vCISO Hub; the attached invite (${view.inviteFile}) adds it to another calendar.`,
    ],
  });
}
