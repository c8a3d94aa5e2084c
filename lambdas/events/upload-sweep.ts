import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort, photosPort } from '../deps/files';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { sweepUploads, type UploadSweepResult } from '../services/uploads/sweep-uploads';

/**
 * What the upload sweep reaches: the upload reservations and their expiry entries, the staged
 * objects of both buckets, and the clock.
 */
export const uploadSweepDeps = defineDeps({
  table: tablePort,
  documents: documentsPort,
  photos: photosPort,
  clock: clockPort,
});

/**
 * Every hour (`schedules.ts`): removes upload reservations past their day with their staged
 * file, and deletes staged documents and photos that were never accepted.
 */
export const handler = eventHandler(
  { deps: uploadSweepDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<UploadSweepResult> => {
    const log = invocationLogger(context, event);
    return sweepUploads(deps, { log });
  },
);
