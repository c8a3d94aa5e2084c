import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { schedules, type Schedule } from '../lambdas/events/schedules';
import { localConfig } from './config';
import { lambdaContext, loadHandler } from './lambda-runtime';
import type { Log } from './log';

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Runs the scheduled consumers on their local interval, as the Events stack's schedule rules do
 * in AWS. A run never overlaps the previous one of the same consumer; a failure is logged and the
 * next run comes as usual.
 */
export function startScheduler(
  log: Log,
  deps: {
    schedules: readonly Schedule[];
    load: (consumer: string) => Promise<(event: unknown, context: Context) => unknown>;
  } = { schedules, load: (consumer) => loadHandler(`lambdas/events/${consumer}.ts`) },
): Scheduler {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const run = async (schedule: Schedule): Promise<void> => {
    const event: ScheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: localConfig.region,
      resources: [],
      detail: {},
    };
    try {
      const handler = await deps.load(schedule.consumer);
      await handler(event, lambdaContext(`vciso-hub-${schedule.consumer}`, 900_000));
    } catch (error) {
      log('bus', `${schedule.consumer} failed: ${(error as Error).stack ?? String(error)}`);
    }
  };

  const plan = (schedule: Schedule) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const done = run(schedule).finally(() => {
        running.delete(done);
        plan(schedule);
      });
      running.add(done);
    }, schedule.localEverySeconds * 1000);
    // A pending run must not keep the process alive on its own.
    timer.unref();
    timers.add(timer);
  };
  deps.schedules.forEach(plan);

  return {
    async stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
