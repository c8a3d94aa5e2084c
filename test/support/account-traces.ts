import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { RETENTION } from '@contracts/account/retention';
import type { StackInfo } from './stack';

/**
 * What of a closed account is left on a test stack: every item of the table that names its id or
 * e-mail, and every object of both buckets under a key that names its id. Tests may scan; the
 * product never does. Items that expire (`ttl`) within the retention the privacy page promises
 * are not counted: mails still being sent read them, and DynamoDB deletes them late.
 */
export function accountTraces(stack: StackInfo) {
  const credentials = {
    accessKeyId: stack.env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  };
  const dynamo = new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: stack.region,
    credentials,
  });
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    forcePathStyle: true,
    region: stack.region,
    credentials,
  });

  async function everyItem(): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, never> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }),
      );
      items.push(...(page.Items ?? []).map((i) => unmarshall(i)));
      start = page.LastEvaluatedKey as Record<string, never> | undefined;
    } while (start);
    return items;
  }

  async function objectKeys(bucket: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  return {
    /** The items naming the person that are kept longer than the promised retention. */
    async items(
      person: { sub: string; email: string },
      keep: (item: Record<string, unknown>) => boolean = () => false,
    ) {
      const deadline = Date.now() / 1000 + RETENTION.closedAccountDays * 86_400;
      return (await everyItem()).filter((item) => {
        const text = JSON.stringify(item);
        if (!text.includes(person.sub) && !text.toLowerCase().includes(person.email.toLowerCase()))
          return false;
        if (keep(item)) return false;
        return !(typeof item.ttl === 'number' && item.ttl <= deadline);
      });
    },
    /** Every item of the table whose text holds `needle`, expiring or not. */
    async itemsHolding(needle: string) {
      return (await everyItem()).filter((item) => JSON.stringify(item).includes(needle));
    },
    /** The objects of both buckets whose keys name the person. */
    async objects(sub: string) {
      const keys = await Promise.all(
        [stack.env.DOCUMENTS_BUCKET!, stack.env.PHOTOS_BUCKET!].map(objectKeys),
      );
      return keys.flat().filter((key) => key.includes(sub));
    },
    destroy() {
      dynamo.destroy();
      s3.destroy();
    },
  };
}
