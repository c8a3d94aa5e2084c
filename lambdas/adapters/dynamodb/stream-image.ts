import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

/** The item a stream record's new image holds, as the table reads it; undefined without one. */
export function newItemOf(record: DynamoDBRecord): Record<string, unknown> | undefined {
  const image = record.dynamodb?.NewImage;
  return image && unmarshall(image as Record<string, AttributeValue>);
}
