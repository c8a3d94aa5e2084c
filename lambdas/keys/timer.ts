import { defineEntity } from './entity';

/**
 * A person's running timer (the timesheet page's Start): at most one, so it is the one item of
 * its kind in the person's partition, created only where none exists.
 */
export const runningTimerKeys = defineEntity('running timer', {
  PK: 'USER#{sub}',
  SK: 'TIMER',
});

/**
 * Every running timer by its start. Starting a timer puts an entry in the same transaction and
 * stopping or discarding it deletes it, so the hourly timer expiry finds every timer that has
 * run 24 hours with one Query, oldest first.
 */
export const timerRegistryKeys = defineEntity('timer registry', {
  PK: 'TIMERS',
  SK: '{startedAt}#{sub}',
});
