import { defineEntity } from './entity';

/**
 * Booking pages. The item holds the page's settings with its availability (so a
 * change of hours is one atomic write), the connection count and the primary connection. GSI1
 * lists an owner's booking pages by creation, so the first one (the header's My Calendar link) is a
 * one-item Query. GSI2 lists the pages linked to an engagement (`engagements/engagement-pages.ts`),
 * read only after the engagement is found under its owner.
 */
export const bookingPageKeys = defineEntity('booking page', {
  PK: 'CAL#{id}',
  SK: 'CAL',
  indexes: {
    GSI1: { pk: 'USER#{sub}#CALS', sk: '{createdAt}#{id}' },
    GSI2: { pk: 'ENG#{engagementId}#CALS', sk: '{id}' },
  },
});

/**
 * The booking pages as an engagement reads them: by key (their meetings and time entries share
 * the partition) and by engagement (GSI2), never by owner (GSI1 is under `USER#`, the account's
 * shared partition). What the functions that only follow an engagement's pages declare.
 */
export const engagementPageKeys = {
  entity: bookingPageKeys.entity,
  pk: bookingPageKeys.pk,
  indexes: { GSI2: bookingPageKeys.indexes.GSI2 },
} as const;
