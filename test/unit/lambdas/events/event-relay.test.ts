import { FullBatchFailureError } from '@aws-lambda-powertools/batch';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { eventRelayDeps, handler } from '../../../../lambdas/events/event-relay';
import { matchesAnyFilter } from '../../../../lambdas/events/stream-filter';
import { eventRelayStream } from '../../../../lambdas/events/stream-subscriptions';
import { correlationId, withCorrelationId } from '../../../../lambdas/middleware/correlation';
import { toOutboxItem } from '../../../../lambdas/services/outbox/outbox-item';
import { MemoryTable } from '../support/memory-table';

const now = new Date('2026-06-01T08:00:00.000Z');
const booked = { bookingPageId: 'cal-1', meetingId: 'm-1', startTime: '2026-06-08T08:00:00.000Z' };

/** A stream record as Lambda delivers it (images in DynamoDB's typed JSON). */
function record(
  item: Record<string, unknown>,
  eventName: DynamoDBRecord['eventName'] = 'INSERT',
  sequenceNumber?: string,
): DynamoDBRecord {
  const image = marshall(item) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  return {
    eventName,
    dynamodb: {
      ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
      Keys: marshall({ PK: item.PK, SK: item.SK }) as never,
      ...(eventName === 'REMOVE' ? { OldImage: image } : { NewImage: image }),
    },
  };
}

/** The bus; `fail` refuses every event, or those whose detail it picks. */
function fakeBus(fail: boolean | ((detail: object) => boolean) = false, table = new MemoryTable()) {
  const published: { detailType: string; detail: object; correlationId?: string }[] = [];
  eventRelayDeps.override({
    table,
    clock: { now: () => now },
    events: {
      async publish(detailType, detail) {
        if (fail === true || (typeof fail === 'function' && fail(detail)))
          throw new Error('EventBridge is down');
        const id = correlationId();
        published.push({ detailType, detail, ...(id ? { correlationId: id } : {}) });
      },
    },
  });
  return published;
}

afterEach(() => eventRelayDeps.override(undefined));

describe('event relay', () => {
  it('publishes each new outbox event under the id of the request that wrote it', async () => {
    const published = fakeBus();
    const item = withCorrelationId('req-42', () =>
      toOutboxItem('MeetingBooked', 'm-1', booked, now),
    );
    const cancelled = toOutboxItem('MeetingCancelled', 'm-2', { ...booked, meetingId: 'm-2' }, now);
    const answer = await handler({ Records: [record(item), record(cancelled)] });
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(published).toEqual([
      { detailType: 'MeetingBooked', detail: booked, correlationId: 'req-42' },
      { detailType: 'MeetingCancelled', detail: { ...booked, meetingId: 'm-2' } },
    ]);
  });

  it('publishes nothing for the removal of an outbox item or for any other item', async () => {
    const published = fakeBus();
    const item = toOutboxItem('MeetingBooked', 'm-1', booked, now);
    const event: DynamoDBStreamEvent = {
      Records: [
        record(item, 'REMOVE'),
        record({ PK: 'CAL#cal-1', SK: 'MEET#x', detailType: 'MeetingBooked', detail: '{}' }),
      ],
    };
    await handler(event);
    expect(published).toEqual([]);
    // The stream filter keeps both from reaching the relay at all.
    expect(event.Records.some((r) => matchesAnyFilter(r, eventRelayStream.filters))).toBe(false);
    expect(matchesAnyFilter(record(item), eventRelayStream.filters)).toBe(true);
  });

  it('fails the batch when the bus refuses every event, so the stream delivers it again', async () => {
    fakeBus(true);
    const item = toOutboxItem('MeetingBooked', 'm-1', booked, now);
    await expect(handler({ Records: [record(item, 'INSERT', '100')] })).rejects.toThrow(
      FullBatchFailureError,
    );
  });

  it('reports only the record the bus refused; the others are published and marked', async () => {
    const meeting = (id: string) => ({ ...booked, meetingId: id });
    const items = ['m-1', 'm-2', 'm-3'].map((id) =>
      toOutboxItem('MeetingBooked', id, meeting(id), now),
    );
    const table = new MemoryTable(items);
    const published = fakeBus(
      (detail) => (detail as { meetingId: string }).meetingId === 'm-2',
      table,
    );
    const answer = await handler({
      Records: items.map((item, i) => record(item, 'INSERT', String(100 + i))),
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }] });
    expect(published.map((p) => (p.detail as { meetingId: string }).meetingId).sort()).toEqual([
      'm-1',
      'm-3',
    ]);
    const [first, refused, third] = await Promise.all(
      items.map((item) => table.get({ PK: item.PK, SK: item.SK })),
    );
    for (const done of [first, third]) expect(done).not.toHaveProperty('GSI1PK');
    // Still on the unpublished index: the retry (or the outbox sweep) publishes it.
    expect(refused).toMatchObject({ GSI1PK: 'OUTBOX#UNPUBLISHED' });
  });

  it('marks what it published: off the unpublished index, deleted a day later', async () => {
    const item = toOutboxItem('MeetingBooked', 'm-1', booked, now);
    expect(item).toMatchObject({
      PK: 'OUTBOX#MeetingBooked#m-1',
      SK: 'OUTBOX',
      GSI1PK: 'OUTBOX#UNPUBLISHED',
      GSI1SK: `${now.toISOString()}#MeetingBooked#m-1`,
    });
    // Unpublished, it is never deleted: the sweep still finds it after any outage.
    expect(item.ttl).toBeUndefined();
    expect(JSON.parse(item.detail)).toEqual(booked);

    const table = new MemoryTable([item]);
    fakeBus(false, table);
    await handler({ Records: [record(item)] });
    const stored = await table.get({ PK: item.PK, SK: item.SK });
    expect(stored).toMatchObject({ ttl: now.getTime() / 1000 + 86_400 });
    expect(stored).not.toHaveProperty('GSI1PK');
    expect(stored).not.toHaveProperty('GSI1SK');
  });

  it('leaves the item unpublished when the bus refuses it', async () => {
    const item = toOutboxItem('MeetingBooked', 'm-1', booked, now);
    const table = new MemoryTable([item]);
    fakeBus(true, table);
    await expect(handler({ Records: [record(item, 'INSERT', '100')] })).rejects.toThrow(
      FullBatchFailureError,
    );
    expect(await table.get({ PK: item.PK, SK: item.SK })).toMatchObject({
      GSI1PK: 'OUTBOX#UNPUBLISHED',
    });
  });
});
