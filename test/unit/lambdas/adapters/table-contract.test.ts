import { describeTableContract } from '../../../support/table-contract';
import { MemoryTable } from '../support/memory-table';

let n = 0;
describeTableContract('in-memory table', () => ({
  table: new MemoryTable(),
  partition: () => `P${++n}`,
}));
