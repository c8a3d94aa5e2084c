import type { Logger } from '../../../middleware/logger';
import type { EventBus } from '../../../ports/event-bus';

/**
 * Publishes the events of a committed change, each on its own. The change stands even if one
 * fails: it is logged (by document and order only, never a link's token), and the owner can
 * resend a link from the document's page.
 */
export async function publishAll(
  events: EventBus,
  list: ReadonlyArray<readonly [string, object]>,
  log?: Logger,
): Promise<void> {
  await Promise.all(
    list.map(async ([detailType, detail]) => {
      try {
        await events.publish(detailType, detail);
      } catch (error) {
        const { documentId, order } = detail as { documentId?: string; order?: number };
        log?.error(`${detailType} could not be published`, { error, documentId, order });
      }
    }),
  );
}
