import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from '../../../local/scheduler';

// The scheduler's timing is its behaviour, so the clock is a fake one the test moves on: every
// run is counted exactly, however busy the machine is.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const sweep = { consumer: 'sweep', everyMinutes: 5, localEverySeconds: 60 };
const MINUTE = 60_000;

/** A consumer whose runs each last until the test lets them end. */
function heldConsumer() {
  const events: unknown[] = [];
  const ends: Array<() => void> = [];
  const handler = (event: unknown) => {
    events.push(event);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return {
    events,
    load: () => Promise.resolve(handler),
    /** Ends the run in progress. */
    endRun: () => ends.shift()!(),
  };
}

describe('local scheduler', () => {
  it('runs a consumer one interval after the previous run ended, never two at once, until stopped', async () => {
    const consumer = heldConsumer();
    const scheduler = startScheduler(() => undefined, {
      schedules: [sweep],
      load: consumer.load,
    });

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(consumer.events).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(consumer.events).toHaveLength(1);
    expect(consumer.events[0]).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
    });

    // A run that outlasts many intervals holds the next one back.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(consumer.events).toHaveLength(1);
    consumer.endRun();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(consumer.events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(consumer.events).toHaveLength(2);

    // Stopping waits for the run in progress, and no run follows.
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    consumer.endRun();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(consumer.events).toHaveLength(2);
  });

  it('logs a failing run and keeps the schedule', async () => {
    const lines: string[] = [];
    let calls = 0;
    const scheduler = startScheduler((_, line) => lines.push(line), {
      schedules: [sweep],
      load: () =>
        Promise.resolve(() => {
          calls += 1;
          throw new Error('table unavailable');
        }),
    });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('sweep failed: Error: table unavailable');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toBe(2);
    await scheduler.stop();
  });
});
