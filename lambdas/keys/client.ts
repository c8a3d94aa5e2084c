import { defineEntity } from './entity';

/**
 * Clients, in their owner's client partition (`CLIENT#<sub>`), so another owner's client is
 * simply not found. It stays apart from `USER#*`, which the public booking function reaches for
 * the owner's day locks and page refs: a client's address, tax id and contacts are for the
 * functions that need them only. GSI1 lists an owner's clients by name (`nameKey`: the name
 * lower-cased, so the list reads as people sort it), the id keeping two of one name apart.
 */
export const clientKeys = defineEntity('client', {
  PK: 'CLIENT#{sub}',
  SK: 'CLIENT#{id}',
  indexes: {
    GSI1: { pk: 'CLIENTS#{sub}', sk: '{nameKey}#{id}' },
  },
});
