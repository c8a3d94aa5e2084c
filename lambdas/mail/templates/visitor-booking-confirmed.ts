import { greeted } from '../common-lines';
import { labelled, PERSONAL_LINK_NOTE, type TimeLines } from '../meeting-lines';
import { renderMail, type RenderedMail } from '../render';

export interface VisitorBookingConfirmedView {
  visitorName: string;
  pageName: string;
  hostName: string;
  /** In the visitor's zone. */
  when: TimeLines;
  /** "Platform: …" or "Where: …", and the link to join when there is one. */
  place: readonly string[];
  notes: string | null;
  inviteFile: string;
  /** The visitor's personal link to cancel or move the meeting. */
  manageUrl: string;
}

/** The visitor's confirmation of their booking, with the invite and their personal link. */
export function visitorBookingConfirmed(view: VisitorBookingConfirmedView): RenderedMail {
  const booked = `Your meeting is booked: ${view.pageName} with ${view.hostName}.`;
  return renderMail({
    subject: `Meeting booked: ${view.pageName}`,
    preview: booked,
    lines: [
      ...greeted(view.visitorName, booked),
      ...labelled('When', view.when),
      ...view.place,
      ...(view.notes ? [`Your notes: ${view.notes}`] : []),
      '',
      `The attached invite (${view.inviteFile}) adds the meeting to your calendar.`,
    ],
    action: {
      intro: 'Need to cancel or move it? Use your personal link:',
      label: 'Cancel or move the meeting',
      url: view.manageUrl,
      note: PERSONAL_LINK_NOTE,
    },
  });
}
