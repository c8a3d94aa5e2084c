/**
 * Lines several mails share, so each is written once. Templates put them among their own lines.
 */

/** "Hello Zoë," (or "Hello," when the reader's name is unknown), the opening and their gaps. */
export const greeted = (name: string | null, opening: string): string[] => [
  name ? `Hello ${name},` : 'Hello,',
  '',
  opening,
  '',
];

/** "Ada Lovelace (ada@example.com)", as mails name a person to someone else. */
export const nameAndEmail = (person: { name: string; email: string }) =>
  `${person.name} (${person.email})`;

/** The reason a person gave, or that they gave none. */
export const reasonLine = (reason: string | null) => `Reason: ${reason ?? 'No reason given'}`;
