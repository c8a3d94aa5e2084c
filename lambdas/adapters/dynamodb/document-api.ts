import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import {
  createSignedSender,
  NoAnswerError,
  withRetries,
  type Answer,
  type AwsCredentials,
} from '../signed-http/signed-sender';

/** The DynamoDB operations the table adapter uses. */
export type DocumentOperation =
  'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query' | 'TransactWriteItems';

/**
 * An operation's input or output as the document client shapes it: items, keys and expression
 * values as plain values (`{ PK: 'A', n: 1 }`), not as DynamoDB's typed attribute values.
 */
export type DocumentShape = Record<string, unknown>;

export interface DocumentApiConfig {
  region: string;
  /** Absent: the region's endpoint. Locally DynamoDB Local's address. */
  endpoint?: string;
  credentials: AwsCredentials;
  /** Tries per call when DynamoDB throttles, fails or does not answer (the SDK's default: 3). */
  maxAttempts?: number;
}

/**
 * An error DynamoDB answered, named as the SDK names it (`ConditionalCheckFailedException`,
 * `TransactionCanceledException` with its `CancellationReasons`), so `lambdas/errors.ts` reads
 * it the same whichever client sent the call.
 */
export class DynamoDbError extends Error {
  readonly CancellationReasons?: Array<{ Code?: string; Message?: string } | null>;
  readonly $metadata: { httpStatusCode: number; requestId?: string };

  constructor(name: string, message: string, answer: Answer, fields: DocumentShape) {
    super(message);
    this.name = name;
    this.$metadata = {
      httpStatusCode: answer.status,
      requestId: answer.headers['x-amzn-requestid'] as string | undefined,
    };
    if (Array.isArray(fields.CancellationReasons)) {
      this.CancellationReasons = fields.CancellationReasons as DynamoDbError['CancellationReasons'];
    }
  }
}

/**
 * Errors the SDK's standard retry tries again: throttling (waits from 500 ms) and transient
 * faults (from 100 ms), each wait a random share of base × 2^attempt, at most 20 s.
 */
const THROTTLING = new Set([
  'LimitExceededException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);

export function retryDelayMs(error: unknown, attempt: number): number | undefined {
  let base: number | undefined;
  if (error instanceof NoAnswerError) base = 100;
  else if (error instanceof DynamoDbError) {
    if (THROTTLING.has(error.name)) base = 500;
    else if (error.$metadata.httpStatusCode >= 500) base = 100;
  }
  return base === undefined ? undefined : Math.random() * Math.min(20_000, base * 2 ** attempt);
}

/** Keys whose values are items (or parts of one) in an operation's input. */
const ITEM_FIELDS = ['Item', 'Key', 'ExclusiveStartKey', 'ExpressionAttributeValues'] as const;

/** Optional fields arrive as undefined from zod-parsed input; DynamoDB rejects them otherwise. */
const marshallOptions = { removeUndefinedValues: true, convertClassInstanceToMap: false };

function marshallFields(input: DocumentShape): DocumentShape {
  const out: DocumentShape = { ...input };
  for (const field of ITEM_FIELDS) {
    if (out[field] !== undefined) out[field] = marshall(out[field] as object, marshallOptions);
  }
  if (Array.isArray(out.TransactItems)) {
    // Each transact item is `{ Put | Update | Delete | ConditionCheck: { …its fields } }`.
    out.TransactItems = (out.TransactItems as DocumentShape[]).map((item) =>
      Object.fromEntries(
        Object.entries(item).map(([kind, part]) => [kind, marshallFields(part as DocumentShape)]),
      ),
    );
  }
  return out;
}

type Attributes = Parameters<typeof unmarshall>[0];

function unmarshallFields(output: DocumentShape): DocumentShape {
  const out: DocumentShape = { ...output };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey'] as const) {
    if (out[field]) out[field] = unmarshall(out[field] as Attributes);
  }
  if (Array.isArray(out.Items)) out.Items = (out.Items as Attributes[]).map((i) => unmarshall(i));
  return out;
}

/** `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException` → its last part. */
function errorName(answer: Answer, fields: DocumentShape): string {
  const type =
    (typeof fields.__type === 'string' && fields.__type) ||
    String(answer.headers['x-amzn-errortype'] ?? '').split(':')[0];
  return type ? type.slice(type.lastIndexOf('#') + 1) : `DynamoDB${answer.status}`;
}

/** Binary values travel as base64 in the JSON protocol (`{ "B": "…" }`, `{ "BS": ["…"] }`). */
const toWire = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

const fromWire = (key: string, value: unknown) => {
  if (key === 'B' && typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'));
  if (key === 'BS' && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.map((v: string) => new Uint8Array(Buffer.from(v, 'base64')));
  }
  return value;
};

function readAnswer(answer: Answer): DocumentShape {
  let fields: DocumentShape = {};
  try {
    if (answer.body.length) {
      fields = JSON.parse(answer.body.toString('utf8'), fromWire) as DocumentShape;
    }
  } catch {
    // An answer that is not JSON (a proxy's error page): the status says enough.
  }
  if (answer.status === 200) return unmarshallFields(fields);
  const message = String(fields.message ?? fields.Message ?? `DynamoDB answered ${answer.status}`);
  throw new DynamoDbError(errorName(answer, fields), message, answer, fields);
}

/**
 * DynamoDB's JSON protocol (version 2012-08-10) as signed HTTP requests, in the document client's
 * shapes: what the table adapter needs of `@aws-sdk/lib-dynamodb`, without the SDK client, whose
 * evaluation was most of every function's cold start (docs/decisions.md, "The table speaks
 * DynamoDB's protocol itself"). As the SDK does, it marshals with `@aws-sdk/util-dynamodb`, tries
 * throttled, failed and unanswered calls again (three tries in all), and gives each
 * TransactWriteItems a ClientRequestToken, so a transaction sent again after an unanswered try
 * is applied once.
 */
export class DocumentApi {
  private readonly post: (request: {
    path: string;
    headers: Record<string, string>;
    body: string;
  }) => Promise<Answer>;
  private readonly maxAttempts: number;

  constructor(config: DocumentApiConfig) {
    this.post = createSignedSender({
      service: 'dynamodb',
      region: config.region,
      endpoint: config.endpoint ?? `https://dynamodb.${config.region}.amazonaws.com`,
      credentials: config.credentials,
      // The SDK's Node handler allows 50 sockets too.
      maxSockets: 50,
      connectTimeoutMs: 3_000,
    });
    this.maxAttempts = config.maxAttempts ?? 3;
  }

  async send(operation: DocumentOperation, input: DocumentShape): Promise<DocumentShape> {
    const request =
      operation === 'TransactWriteItems' && input.ClientRequestToken === undefined
        ? { ...input, ClientRequestToken: randomUUID() }
        : input;
    const body = JSON.stringify(marshallFields(request), toWire);
    return withRetries(
      this.maxAttempts,
      async () =>
        readAnswer(
          await this.post({
            path: '/',
            headers: {
              'content-type': 'application/x-amz-json-1.0',
              'x-amz-target': `DynamoDB_20120810.${operation}`,
            },
            body,
          }),
        ),
      retryDelayMs,
    );
  }
}
