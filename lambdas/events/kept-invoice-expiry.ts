import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  expireKeptInvoices,
  type KeptInvoiceExpiryResult,
} from '../services/account/expire-kept-invoices';

/** What the expiry reaches: the kept invoices and their PDFs. */
export const keptInvoiceExpiryDeps = defineDeps({
  table: tablePort,
  documents: documentsPort,
  clock: clockPort,
});

/**
 * Every day (`schedules.ts`): deletes the invoices and credit notes kept from closed accounts
 * whose bookkeeping period has ended, with their PDFs.
 */
export const handler = eventHandler(
  { deps: keptInvoiceExpiryDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<KeptInvoiceExpiryResult> =>
    expireKeptInvoices(deps, { log: invocationLogger(context, event) }),
);
