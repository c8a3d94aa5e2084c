/**
 * The single table's key schema. The Data stack builds the real table from it and the local
 * launcher creates the same table in DynamoDB Local, so both sides agree on names.
 */
export const tableDef = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  /** Sparse global secondary indexes, each with string keys `<name>PK` / `<name>SK`. */
  indexes: ['GSI1', 'GSI2', 'GSI3'] as const,
} as const;

export type IndexName = (typeof tableDef.indexes)[number];
export const indexKeys = (index: IndexName) => ({ pk: `${index}PK`, sk: `${index}SK` });
