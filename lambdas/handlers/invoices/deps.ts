import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { documentsPort } from '../../deps/files';
import { usersPort } from '../../deps/users';

/**
 * What the invoices Lambda may reach: the table (the invoices and their counters, the approved
 * period they bill, the events that make and mail their PDFs through the outbox), the documents
 * bucket only to sign an invoice PDF's download link, and the user pool for the consultant's
 * e-mail an issued invoice names.
 */
export const invoicesDeps = defineDeps({
  ...signedInPorts,
  documents: documentsPort,
  users: usersPort,
});
