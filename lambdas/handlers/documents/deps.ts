import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { eventsPort } from '../../deps/events';
import { documentsPort } from '../../deps/files';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/**
 * What the documents Lambda may reach: the table (plus clock and ids), the private documents
 * bucket (presigned uploads and downloads, the upload check, deletes) and the bus that carries
 * signature requests.
 */
export const documentsDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  documents: documentsPort,
  events: eventsPort,
});
