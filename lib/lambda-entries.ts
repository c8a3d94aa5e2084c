import path from 'node:path';
import { schedules } from '../lambdas/events/schedules';
import { streamSubscriptions } from '../lambdas/events/stream-subscriptions';
import { subscriptions } from '../lambdas/events/subscriptions';
import { wsRoutes } from '../lambdas/handlers/realtime/ws-routes';
import { areas } from '../lambdas/routes';
import { areaEntry, consumerEntry, wsRouteEntry } from './paths';

export interface LambdaEntry {
  /**
   * `system` for an area, `events/<consumer>` for an EventBridge or table-stream consumer,
   * `realtime/<module>` for a WebSocket route.
   */
  name: string;
  entry: string;
}

/**
 * Every Lambda the CDK app deploys, from the same lists the stacks read: one per route area, one
 * per distinct event or stream consumer, one per WebSocket route. Used by the bundling and size
 * scripts.
 */
export function lambdaEntries(): LambdaEntry[] {
  const consumers = [
    ...new Set([...subscriptions, ...streamSubscriptions, ...schedules].map((s) => s.consumer)),
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
  ];
}
