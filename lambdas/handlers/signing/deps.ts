import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { eventsPort } from '../../deps/events';
import { documentsPort } from '../../deps/files';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/**
 * What the public signing Lambda may reach: the table, the documents bucket (inline links to the
 * original only), the user pool (the sender's e-mail) and the bus for the signing events.
 */
export const signingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  users: usersPort,
  events: eventsPort,
});
