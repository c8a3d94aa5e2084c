import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineDeps, definePort } from '../../../../lambdas/deps/define-deps';
import { eventConsumer } from '../../../../lambdas/middleware/event-consumer';
import { getLogger } from '../../../../lambdas/middleware/logger';

const deps = defineDeps({
  clock: definePort({ build: () => ({ now: () => new Date('2026-01-01T00:00:00.000Z') }) }),
});

const event = (detailType: string, detail: unknown): EventBridgeEvent<string, unknown> => ({
  id: 'event-1',
  version: '0',
  account: '000000000000',
  time: '2026-01-01T00:00:00Z',
  region: 'eu-west-2',
  resources: [],
  source: 'vciso-hub',
  'detail-type': detailType,
  detail,
});

function consumer() {
  const handled = vi.fn(
    async ({ detail }: { detail: { id: string; secret: string } }) => detail.id,
  );
  const handler = eventConsumer({
    deps,
    on: {
      Thing: {
        detail: z.object({ id: z.string(), secret: z.string() }),
        handle: (_deps, input) => handled(input),
        handled: 'Thing handled',
        loggable: ({ id }) => ({ id }),
      },
    },
  });
  return { handler, handled };
}

/** Every line the consumer logs, as the objects it passed. */
function logLines() {
  const lines: unknown[][] = [];
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(getLogger(), level).mockImplementation(
      (...args: unknown[]) => void lines.push([level, ...args]),
    );
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('eventConsumer', () => {
  it('hands a matching detail, parsed, to its route and logs only what may be logged', async () => {
    const lines = logLines();
    const { handler, handled } = consumer();
    await handler(event('Thing', { id: 'a', secret: 's3cret', extra: 1 }));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(handled.mock.calls[0]![0].detail).toEqual({ id: 'a', secret: 's3cret' });
    expect(lines).toEqual([['info', 'Thing handled', { id: 'a', result: 'a' }]]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('drops a detail that does not match its contract, without its values', async () => {
    const lines = logLines();
    const { handler, handled } = consumer();
    await handler(event('Thing', { id: 7, secret: 's3cret' }));
    expect(handled).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]![1]).toBe('Discarded a Thing event with an unexpected detail');
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('drops a detail-type it does not handle, even one named like an object property', async () => {
    const lines = logLines();
    const { handler, handled } = consumer();
    await handler(event('Other', {}));
    await handler(event('toString', {}));
    expect(handled).not.toHaveBeenCalled();
    expect(lines.map((l) => l[1])).toEqual([
      'Discarded an event this consumer does not handle',
      'Discarded an event this consumer does not handle',
    ]);
  });

  it('lets a failing route throw, so the event is retried', async () => {
    logLines();
    const handler = eventConsumer({
      deps,
      on: {
        Thing: {
          detail: z.object({}),
          handle: async () => {
            throw new Error('mail server down');
          },
          handled: 'Thing handled',
        },
      },
    });
    await expect(handler(event('Thing', {}))).rejects.toThrow('mail server down');
  });
});
