import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { awsJsonOperations, type JsonFields } from '../signed-http/aws-json';
import type { AwsCredentials } from '../signed-http/signed-sender';

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

/** A typed binary value in an answer (`"B":"…"` or `"BS":[`), not the text of a string attribute. */
const BINARY = /(?<!\\)"BS?":/;

/**
 * An answer read as JSON, reviving binary values only when it holds one: a reviver is called for
 * every value of every item, and the product stores none, so reads skip it.
 */
const readJson = (text: string) =>
  (BINARY.test(text) ? JSON.parse(text, fromWire) : JSON.parse(text)) as JsonFields;

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
  private readonly call: (operation: string, input: JsonFields) => Promise<JsonFields>;

  constructor(config: DocumentApiConfig) {
    this.call = awsJsonOperations({
      service: 'dynamodb',
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      maxAttempts: config.maxAttempts,
      targetPrefix: 'DynamoDB_20120810',
      version: '1.0',
      replacer: toWire,
      parse: readJson,
    });
  }

  async send(operation: DocumentOperation, input: DocumentShape): Promise<DocumentShape> {
    const request =
      operation === 'TransactWriteItems' && input.ClientRequestToken === undefined
        ? { ...input, ClientRequestToken: randomUUID() }
        : input;
    return unmarshallFields(await this.call(operation, marshallFields(request)));
  }
}
