import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { describeTableContract } from '../support/table-contract';
import { stackTable } from '../support/table';

const stack = inject('stack');
const table = stackTable(stack);

// Partitions of their own, so the cases never meet the product's items or each other's.
const run = randomUUID();
let n = 0;
describeTableContract('DynamoDB Local', () => ({
  table,
  partition: () => `CONTRACT#${run}#${++n}`,
}));
