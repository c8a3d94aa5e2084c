import { defineEntity } from './entity';

/**
 * A person's running timer (the timesheet page's Start): at most one, the one item of the person's
 * timer partition (`TIMER#<sub>`, apart from the shared `USER#<sub>`), created only where none
 * exists.
 */
export const runningTimerKeys = defineEntity('running timer', {
  PK: 'TIMER#{sub}',
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
