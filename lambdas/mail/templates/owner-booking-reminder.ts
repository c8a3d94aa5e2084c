import { labelled, visitorNamed, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerBookingReminderView {
  visitor: { name: string; email: string };
  pageName: string;
  startsIn: string;
  /** In the page's zone. */
  when: TimeLines;
  place: readonly string[];
  notes: string | null;
}

/** The page owner's reminder of a booked meeting. */
export function ownerBookingReminder(view: OwnerBookingReminderView): RenderedMail {
  const opening = `A reminder: your meeting with ${visitorNamed(view.visitor)} on your page "${view.pageName}" starts in ${view.startsIn}.`;
  return renderMail({
    subject: `Reminder: ${view.pageName} with ${view.visitor.name} in ${view.startsIn}`,
    preview: opening,
    lines: [
      opening,
      '',
      ...labelled('When', view.when),
      ...view.place,
      ...(view.notes ? [`Notes from ${view.visitor.name}: ${view.notes}`] : []),
    ],
  });
}
