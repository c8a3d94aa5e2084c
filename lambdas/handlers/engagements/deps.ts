import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { usersPort } from '../../deps/users';

/**
 * What the engagements Lambda may reach: the table (the owner's engagements and their clients,
 * the owner's profile for the name a letter is signed with, and the outbox a letter's request is
 * written to) and the user pool for the owner's e-mail, with which they sign. The letter itself
 * is drawn and sent by the engagement letters consumer (`events/engagement-letters.ts`).
 */
export const engagementsDeps = defineDeps({
  ...signedInPorts,
  users: usersPort,
});
