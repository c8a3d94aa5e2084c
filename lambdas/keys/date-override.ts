import { defineEntity } from './entity';

/**
 * A date of a booking page with other hours than the week's, or none (a holiday), in the page's
 * partition beside it rather than inside the page item: the page item stays one versioned write
 * of its settings, and the overrides of the dates around a period are one Query by date range.
 */
export const dateOverrideKeys = defineEntity('date override', {
  PK: 'CAL#{bookingPageId}',
  SK: 'OVERRIDE#{date}',
});
