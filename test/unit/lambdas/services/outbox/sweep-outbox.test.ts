import { describe, expect, it } from 'vitest';
import { correlationId, withCorrelationId } from '../../../../../lambdas/middleware/correlation';
import { fromOutboxItem, toOutboxItem } from '../../../../../lambdas/services/outbox/outbox-item';
import {
  OUTBOX_SWEEP_AFTER_MS,
  sweepOutbox,
} from '../../../../../lambdas/services/outbox/sweep-outbox';
import { publishOutboxEvents } from '../../../../../lambdas/services/outbox/publish-outbox-events';
import { MemoryTable } from '../../support/memory-table';

const written = new Date('2030-03-01T10:00:00.000Z');
const at = (ms: number) => ({ now: () => new Date(written.getTime() + ms) });

function bus(refuse: (detailType: string) => boolean = () => false) {
  const published: { detailType: string; detail: object; correlationId?: string }[] = [];
  return {
    published,
    events: {
      async publish(detailType: string, detail: object) {
        if (refuse(detailType)) throw new Error('bus refused');
        const id = correlationId();
        published.push({ detailType, detail, ...(id ? { correlationId: id } : {}) });
      },
    },
  };
}

describe('outbox sweep', () => {
  it('publishes an event the relay missed, once, under its request id, and marks it published', async () => {
    const missed = withCorrelationId('req-7', () =>
      toOutboxItem('SignatureRequested', 'doc-1#1#h', { documentId: 'doc-1' }, written),
    );
    const table = new MemoryTable([missed]);
    const { published, events } = bus();
    const deps = { table, events, clock: at(OUTBOX_SWEEP_AFTER_MS + 1000) };

    expect(await sweepOutbox(deps, {})).toEqual({ overdue: 1, published: 1, failed: 0 });
    expect(published).toEqual([
      { detailType: 'SignatureRequested', detail: { documentId: 'doc-1' }, correlationId: 'req-7' },
    ]);
    // Published: the next sweep finds nothing, and the item goes a day later.
    expect(await sweepOutbox(deps, {})).toEqual({ overdue: 0, published: 0, failed: 0 });
    expect(published).toHaveLength(1);
    expect((await table.get(missed))?.ttl).toBeGreaterThan(0);
  });

  it('leaves a recent event to the relay, and skips one the relay published', async () => {
    const recent = toOutboxItem('MeetingBooked', 'm-1', { meetingId: 'm-1' }, written);
    const relayed = toOutboxItem('MeetingBooked', 'm-2', { meetingId: 'm-2' }, written);
    const table = new MemoryTable([recent, relayed]);
    const { published, events } = bus();
    await publishOutboxEvents({ table, events, clock: at(100) }, fromOutboxItem(relayed)!);
    expect(published).toHaveLength(1);

    const result = await sweepOutbox(
      { table, events, clock: at(OUTBOX_SWEEP_AFTER_MS - 1000) },
      {},
    );
    expect(result).toEqual({ overdue: 0, published: 0, failed: 0 });
    expect(published).toHaveLength(1);
  });

  it('publishes the others when the bus refuses one, and tries that one again next time', async () => {
    const table = new MemoryTable([
      toOutboxItem('ApplicationSubmitted', 'a-1', { applicationId: 'a-1' }, written),
      toOutboxItem('TimesheetExportRequested', 'e-1', { exportId: 'e-1' }, written),
    ]);
    let down = true;
    const { published, events } = bus((type) => down && type === 'ApplicationSubmitted');
    const deps = { table, events, clock: at(OUTBOX_SWEEP_AFTER_MS + 1000) };

    expect(await sweepOutbox(deps, {})).toEqual({ overdue: 2, published: 1, failed: 1 });
    expect(published.map((p) => p.detailType)).toEqual(['TimesheetExportRequested']);
    down = false;
    expect(await sweepOutbox(deps, {})).toEqual({ overdue: 1, published: 1, failed: 0 });
    expect(published.map((p) => p.detailType)).toEqual([
      'TimesheetExportRequested',
      'ApplicationSubmitted',
    ]);
  });
});
