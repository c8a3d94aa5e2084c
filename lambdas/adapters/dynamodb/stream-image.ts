import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

/** The item a stream record's new image holds, as the table reads it; undefined without one. */
export function newItemOf(record: DynamoDBRecord): Record<string, unknown> | undefined {
  const image = record.dynamodb?.NewImage;
  return image && unmarshall(image as Record<string, AttributeValue>);
}

/** The item as it was before the change (a modify's or a removal's old image); undefined without. */
export function oldItemOf(record: DynamoDBRecord): Record<string, unknown> | undefined {
  const image = record.dynamodb?.OldImage;
  return image && unmarshall(image as Record<string, AttributeValue>);
}

/** The changed item's key, as the table reads it; undefined without one. */
export function keysOf(record: DynamoDBRecord): Record<string, unknown> | undefined {
  const keys = record.dynamodb?.Keys;
  return keys && unmarshall(keys as Record<string, AttributeValue>);
}
