import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { createEventBus } from '../../../../lambdas/adapters/eventbridge/event-bus';
import { composeMail } from '../../../../lambdas/adapters/ses/mailer';
import {
  acceptCorrelationId,
  correlationIdOfDetail,
  withCorrelationId,
} from '../../../../lambdas/middleware/correlation';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { apiEvent } from '../support/api-event';
import { captureLogs } from '../support/capture-logs';
import { fakeSdkClient } from '../support/fake-sdk-client';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'INFO');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A bus whose client keeps the entries it was sent. */
function recordingBus() {
  const sent: { Detail?: string }[] = [];
  const { client } = fakeSdkClient<EventBridgeClient>((command) => {
    sent.push(...(command.input.Entries as { Detail?: string }[]));
    return { FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] };
  });
  return { bus: createEventBus(client, 'bus'), sent };
}

describe('correlation ids', () => {
  it('accepts plain ids only', () => {
    expect(acceptCorrelationId('req-1:a.b_c')).toBe('req-1:a.b_c');
    for (const bad of ['', 'two words', 'a\r\nBcc: x@y.z', 'x'.repeat(129), 42, undefined])
      expect(acceptCorrelationId(bad)).toBeUndefined();
  });

  it("the route's log lines carry the caller's id, or the request id", async () => {
    const route = httpRoute(testRoute({ access: 'public' }), {}, async ({ log }) => {
      log.info('Handled');
      return { ok: true };
    });
    const logs = captureLogs();
    await route(apiEvent({ routeKey: 'GET /x', headers: { 'X-Correlation-Id': 'from-page-1' } }));
    await route(apiEvent({ routeKey: 'GET /x', requestId: 'req-9' }));
    logs.restore();
    const handled = logs.lines().filter((l) => l.message === 'Handled');
    expect(handled.map((l) => l.correlationId)).toEqual(['from-page-1', 'req-9']);
  });

  it('events published during a request carry its id in detail.metadata', async () => {
    const { bus, sent } = recordingBus();
    await withCorrelationId('req-7', () => bus.publish('MeetingBooked', { meetingId: 'm1' }));
    await bus.publish('MeetingBooked', { meetingId: 'm2' });
    const details = sent.map((e) => JSON.parse(e.Detail ?? '{}') as unknown);
    expect(details).toEqual([
      { meetingId: 'm1', metadata: { correlationId: 'req-7' } },
      { meetingId: 'm2' },
    ]);
    expect(correlationIdOfDetail(details[0])).toBe('req-7');
    expect(correlationIdOfDetail({ metadata: { correlationId: 'a b' } })).toBeUndefined();
  });

  it('mails name it in X-Correlation-Id', async () => {
    const options = {
      from: 'a@b.co',
      clock: { now: () => new Date(0) },
      ids: { newId: () => 'm' },
    };
    const mail = { to: 'c@d.co', subject: 'Hi', text: 'Hello' };
    const within = await withCorrelationId('req-7', () => composeMail(mail, options));
    expect(within.raw.toString('utf8')).toMatch(/^X-Correlation-Id: req-7\r$/im);
    const outside = await composeMail(mail, options);
    expect(outside.raw.toString('utf8')).not.toMatch(/X-Correlation-Id/i);
  });
});
