import path from 'node:path';
import { invocations } from '../lambdas/events/invocations';
import { schedules } from '../lambdas/events/schedules';
import { streamSubscriptions } from '../lambdas/events/stream-subscriptions';
import { subscriptions } from '../lambdas/events/subscriptions';
import { wsRoutes } from '../lambdas/handlers/realtime/ws-routes';
import { areas } from '../lambdas/routes';
import { areaEntry, consumerEntry, paths, wsRouteEntry } from './paths';

export interface LambdaEntry {
  /**
   * `system` for an area, `events/<consumer>` for an EventBridge or table-stream consumer,
   * `realtime/<module>` for a WebSocket route, `triggers/<trigger>` for a user pool trigger.
   */
  name: string;
  entry: string;
}

/** The user pool's Lambda triggers (Auth stack). */
export const userPoolTriggers = ['pre-sign-up', 'post-confirmation'] as const;

/** One Lambda per user pool trigger: `lambdas/triggers/<trigger>.ts` exporting `handler`. */
export const triggerEntry = (trigger: (typeof userPoolTriggers)[number]) =>
  path.join(paths.repoRoot, 'lambdas', 'triggers', `${trigger}.ts`);

/**
 * Every Lambda the CDK app deploys, from the same lists the stacks read: one per route area, one
 * per distinct event, stream or invoked consumer, one per WebSocket route, one per user pool
 * trigger. Used by the bundling and size scripts.
 */
export function lambdaEntries(): LambdaEntry[] {
  const consumers = [
    ...new Set(
      [...subscriptions, ...streamSubscriptions, ...schedules, ...invocations].map(
        (s) => s.consumer,
      ),
    ),
  ];
  return [
    ...areas.map((area) => ({ name: area, entry: areaEntry(area) })),
    ...wsRoutes.map(({ module }) => ({
      name: path.posix.join('realtime', module),
      entry: wsRouteEntry(module),
    })),
    ...consumers.map((consumer) => ({
      name: path.posix.join('events', consumer),
      entry: consumerEntry(consumer),
    })),
    ...userPoolTriggers.map((trigger) => ({
      name: path.posix.join('triggers', trigger),
      entry: triggerEntry(trigger),
    })),
  ];
}
