import { DATA_EXPORT_REQUESTED, ZDataExportRequested } from '@contracts/account/data-export';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort, photosPort } from '../deps/files';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { failDataExport } from '../services/account/fail-data-export';
import { produceDataExport } from '../services/account/produce-data-export';

/**
 * What the data archive consumer may reach: the table (everything the account owns, read; the
 * archive's request, written), both buckets (the files, read; the archive, written), the
 * account's address, the mailer and the app's origin for the link.
 */
export const accountExportDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  photos: photosPort,
  users: usersPort,
  mailer: mailerPort,
  links: linksPort,
});

/**
 * `DataExportRequested` → the archive, stored and announced by mail; idempotent per request. A
 * run that fails marks the request failed (its owner may ask again), then throws for the retry.
 */
export const handler = eventConsumer({
  deps: accountExportDeps,
  on: {
    [DATA_EXPORT_REQUESTED]: {
      detail: ZDataExportRequested,
      handle: (deps, { detail, log }) =>
        produceDataExport({ ...deps, log }, detail).catch(async (error: unknown) => {
          await failDataExport(deps, detail);
          throw error;
        }),
      handled: 'Data export handled',
    },
  },
});
