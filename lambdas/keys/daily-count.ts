import { defineEntity } from './entity';

/**
 * How many of one kind of mailing action an account took on one UTC day (`count`), kept until its
 * `ttl` a couple of days later. Written in the same transaction as the action it counts.
 */
export const dailyCountKeys = defineEntity('daily count', {
  PK: 'DAYCOUNT#{kind}#{sub}',
  SK: 'DAY#{day}',
});
