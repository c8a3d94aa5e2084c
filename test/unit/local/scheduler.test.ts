import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startScheduler } from '../../../local/scheduler';

describe('local scheduler', () => {
  it('runs each scheduled consumer again and again, never two runs at once, until stopped', async () => {
    const events: unknown[] = [];
    let running = 0;
    let overlapped = false;
    const scheduler = startScheduler(() => undefined, {
      schedules: [{ consumer: 'sweep', everyMinutes: 5, localEverySeconds: 0.02 }],
      load: () =>
        Promise.resolve(async (event: unknown) => {
          running += 1;
          if (running > 1) overlapped = true;
          events.push(event);
          await sleep(30);
          running -= 1;
        }),
    });
    await sleep(250);
    await scheduler.stop();
    const runs = events.length;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    expect(events[0]).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events' });
    await sleep(100);
    expect(events.length).toBe(runs);
  });

  it('logs a failing run and keeps the schedule', async () => {
    const lines: string[] = [];
    let calls = 0;
    const scheduler = startScheduler((_, line) => lines.push(line), {
      schedules: [{ consumer: 'sweep', everyMinutes: 5, localEverySeconds: 0.02 }],
      load: () =>
        Promise.resolve(() => {
          calls += 1;
          throw new Error('table unavailable');
        }),
    });
    await sleep(150);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toContain('sweep failed: Error: table unavailable');
  });
});
