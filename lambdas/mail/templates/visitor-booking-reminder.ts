import { greeted } from '../common-lines';
import { labelled, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface VisitorBookingReminderView {
  visitorName: string;
  pageName: string;
  /** How long until it starts, e.g. "24 hours". */
  startsIn: string;
  /** In the zone the visitor booked in. */
  when: TimeLines;
  place: readonly string[];
  notes: string | null;
}

/**
 * The visitor's reminder. No link: only the hash of their personal link is kept, and the
 * confirmation already holds it.
 */
export function visitorBookingReminder(view: VisitorBookingReminderView): RenderedMail {
  const opening = `A reminder: your meeting "${view.pageName}" starts in ${view.startsIn}.`;
  return renderMail({
    subject: `Reminder: ${view.pageName} in ${view.startsIn}`,
    preview: opening,
    lines: [
      ...greeted(view.visitorName, opening),
      ...labelled('When', view.when),
      ...view.place,
      ...(view.notes ? [`Your notes: ${view.notes}`] : []),
      '',
      'To cancel or reschedule, use the personal link in your booking confirmation.',
    ],
  });
}
