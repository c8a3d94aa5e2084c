import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { eventsPort } from '../../deps/events';
import { photosPort } from '../../deps/files';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/**
 * What the applications Lambda may reach: the table (plus clock and ids), the photos bucket
 * (presigned uploads, the submitted photo's check, presigned links for screeners), the bus that
 * announces submissions and proposed matches, and the user pool for the screener's e-mail and
 * whether an administrator has an authenticator app.
 */
export const applicationsDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  photos: photosPort,
  events: eventsPort,
  users: usersPort,
});
