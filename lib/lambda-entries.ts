import path from 'node:path';
import { subscriptions } from '../lambdas/events/subscriptions';
import { areas } from '../lambdas/routes';
import { areaEntry, consumerEntry } from './paths';

export interface LambdaEntry {
  /** `system` for an area, `events/<consumer>` for an event consumer. */
  name: string;
  entry: string;
}

/**
 * Every Lambda the CDK app deploys, from the same lists the stacks read: one per route area and
 * one per distinct event consumer. Used by the bundling and size scripts.
 */
export function lambdaEntries(): LambdaEntry[] {
  const consumers = [...new Set(subscriptions.map((s) => s.consumer))];
  return [
    ...areas.map((area) => ({ name: area, entry: areaEntry(area) })),
    ...consumers.map((consumer) => ({
      name: path.posix.join('events', consumer),
      entry: consumerEntry(consumer),
    })),
  ];
}
