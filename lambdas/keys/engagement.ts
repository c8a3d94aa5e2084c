import { defineEntity } from './entity';

/**
 * Engagements sit in their owner's client partition (`CLIENT#<sub>`, beside the clients they
 * belong to), so another owner's engagement is simply not found, and their terms, rates and
 * clauses stay apart from `USER#*`, which the public booking function reaches. GSI1 lists one
 * client's engagements, read only after the client is found under the owner; GSI2 all of the
 * owner's. Both newest first.
 */
export const engagementKeys = defineEntity('engagement', {
  PK: 'CLIENT#{sub}',
  SK: 'ENG#{id}',
  indexes: {
    GSI1: { pk: 'CLIENT#{clientId}#ENGS', sk: '{createdAt}#{id}' },
    GSI2: { pk: 'ENGAGEMENTS#{sub}', sk: '{createdAt}#{id}' },
  },
});
