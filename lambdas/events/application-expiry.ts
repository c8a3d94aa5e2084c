import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { photosPort } from '../deps/files';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  expireApplications,
  type ApplicationExpiryResult,
} from '../services/applications/expire-applications';

/** What the application expiry reaches: the applications and their photos. */
export const applicationExpiryDeps = defineDeps({
  table: tablePort,
  photos: photosPort,
  clock: clockPort,
});

/** Every day (`schedules.ts`): deletes applications past the privacy page's retention period. */
export const handler = eventHandler(
  { deps: applicationExpiryDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<ApplicationExpiryResult> =>
    expireApplications(deps, { log: invocationLogger(context, event) }),
);
