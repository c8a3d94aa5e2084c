import { Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AppTable } from '../constructs/app-table';

/** Stateful: the single DynamoDB table. Deployed first and protected from deletion. */
export class DataStack extends Stack {
  readonly table: AppTable;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.table = new AppTable(this, 'App');
  }
}
