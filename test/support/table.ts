import { buildTable, tableEnv } from '../../lambdas/deps/table';
import type { Table } from '../../lambdas/ports/table';
import type { StackInfo } from './stack';

/** The stack's table (or another table of its DynamoDB Local) as a function builds it. */
export const stackTable = (stack: StackInfo, tableName = stack.tableName): Table =>
  buildTable(tableEnv.parse({ ...stack.env, TABLE_NAME: tableName }));
