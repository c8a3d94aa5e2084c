import {
  ACCOUNT_CLOSURE_REQUESTED,
  ZAccountClosureRequested,
} from '@contracts/account/close-account';
import { accountAdminPort } from '../deps/account-admin';
import { calendarProvidersPort } from '../deps/calendar-providers';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort, photosPort } from '../deps/files';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { closeAccountData } from '../services/account/close-account-data';

/**
 * What the account closure consumer may reach: the table (everything the account owns, and what
 * deleting it writes: cancellations and void notices through the outbox, mail claims), both
 * buckets (the account's files), the user pool (to disable and delete the user, and the owner's
 * address the void notices name), the mailer and the app's origin, and the calendar providers
 * with the token cipher (to revoke each connected calendar's grant).
 */
export const accountClosureDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  photos: photosPort,
  users: usersPort,
  accounts: accountAdminPort,
  mailer: mailerPort,
  links: linksPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});

/**
 * `AccountClosureRequested` → everything deleted, the user removed, a confirmation mailed; a
 * closure larger than one run goes on in the next (the run's result says `continuing`).
 */
export const handler = eventConsumer({
  deps: accountClosureDeps,
  on: {
    [ACCOUNT_CLOSURE_REQUESTED]: {
      detail: ZAccountClosureRequested,
      handle: (deps, { detail, log }) => closeAccountData({ ...deps, log }, detail),
      handled: 'Account closure handled',
      // The address stays out of the logs.
      loggable: ({ closureId, round }) => ({ closureId, round: round ?? 0 }),
    },
  },
});
