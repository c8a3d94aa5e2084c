/**
 * Lines the booking mails share. Times and places come in the view already written for the
 * reader (their zone first, then UTC: `services/booking/meeting-mail.ts`), so templates stay
 * pure and never read a clock or a zone of their own.
 */
import { nameAndEmail } from './common-lines';

/** A meeting's time as the reader reads it: their zone first, then UTC when that differs. */
export type TimeLines = readonly string[];

/** Time lines under a label ("When: …"), the second aligned under the first. */
export function labelled(label: string, lines: TimeLines): string[] {
  const [first, ...rest] = lines;
  const indent = ' '.repeat(label.length + 2);
  return [`${label}: ${first ?? ''}`, ...rest.map((line) => `${indent}${line}`)];
}

/** A moved meeting's new time and old one, then where it takes place. */
export const movedTimes = (view: { now: TimeLines; was: TimeLines; place: readonly string[] }) => [
  ...labelled('Now', view.now),
  ...labelled('Was', view.was),
  ...view.place,
];

/** "Ada Lovelace (ada@example.com)", as the owner's mails name the visitor. */
export const visitorNamed = nameAndEmail;

/** The words under the visitor's personal link. */
export const PERSONAL_LINK_NOTE =
  'Anyone with this link can change the meeting, so please do not share it.';
