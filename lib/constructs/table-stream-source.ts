import { Duration } from 'aws-cdk-lib';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { StreamSubscription } from '../../lambdas/events/stream-subscriptions';
import type { ApiFunction } from './api-function';
import type { AppTable } from './app-table';

/**
 * Feeds `fn` from the table stream as `subscription` says: its filters, batch and retry limits.
 * The function may answer which records failed (`batchItemFailures`): the batch is then retried
 * from the first of them, the records before it done. A batch that fails whole (the function
 * threw) is split in two on each failure, and what still fails goes to `failedBatches`. The local
 * change feed delivers to the same module with the same filters and reads the answer alike.
 */
export function addTableStreamSource(
  fn: ApiFunction,
  table: AppTable,
  subscription: StreamSubscription,
  failedBatches: IQueue,
): void {
  fn.fn.addEventSource(
    new DynamoEventSource(table.table, {
      startingPosition: StartingPosition.LATEST,
      filters: subscription.filters.map((pattern) => FilterCriteria.filter({ ...pattern })),
      batchSize: subscription.batchSize,
      maxBatchingWindow: Duration.seconds(subscription.maxBatchingWindowSeconds),
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: subscription.retryAttempts,
      maxRecordAge: Duration.seconds(subscription.maxRecordAgeSeconds),
      parallelizationFactor: 1,
      onFailure: new SqsDlq(failedBatches),
    }),
  );
}
