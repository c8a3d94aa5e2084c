import {
  createSignedSender,
  NoAnswerError,
  withRetries,
  type Answer,
  type AwsCredentials,
} from './signed-sender';

/** An answer's JSON fields. */
export type JsonFields = Record<string, unknown>;

/**
 * An error an AWS service answered, named as the SDK names it (`ConditionalCheckFailedException`,
 * `UserNotFoundException`), with the SDK's `$metadata.httpStatusCode`, and the answer's other
 * fields (DynamoDB's `CancellationReasons`), so code that reads SDK errors reads these the same.
 */
export class AwsServiceError extends Error {
  readonly $metadata: { httpStatusCode: number; requestId?: string };
  readonly CancellationReasons?: Array<{ Code?: string; Message?: string } | null>;

  constructor(name: string, message: string, answer: Answer, fields: JsonFields) {
    super(message);
    this.name = name;
    this.$metadata = {
      httpStatusCode: answer.status,
      requestId: (answer.headers['x-amzn-requestid'] ?? answer.headers['x-amz-request-id']) as
        string | undefined,
    };
    if (Array.isArray(fields.CancellationReasons)) {
      this.CancellationReasons =
        fields.CancellationReasons as AwsServiceError['CancellationReasons'];
    }
  }
}

/** The SDK's throttling codes (of those these services answer): tried again after a longer wait. */
const THROTTLING = new Set([
  'LimitExceededException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);

/**
 * The SDK's standard retry: throttling waits from 500 ms, a 5xx or no answer from 100 ms, each
 * wait a random share of base × 2^attempt, at most 20 s; anything else is final.
 */
function retryDelayMs(error: unknown, attempt: number): number | undefined {
  let base: number | undefined;
  if (error instanceof NoAnswerError) base = 100;
  else if (error instanceof AwsServiceError) {
    if (THROTTLING.has(error.name) || error.$metadata.httpStatusCode === 429) base = 500;
    else if (error.$metadata.httpStatusCode >= 500) base = 100;
  }
  return base === undefined ? undefined : Math.random() * Math.min(20_000, base * 2 ** attempt);
}

/**
 * `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException` (the body's `__type`) or
 * `UserNotFoundException:http://…` (the `x-amzn-errortype` header) → the last name.
 */
function errorName(answer: Answer, fields: JsonFields): string {
  const type =
    (typeof fields.__type === 'string' && fields.__type) ||
    String(answer.headers['x-amzn-errortype'] ?? '').split(':')[0];
  return type ? type.slice(type.lastIndexOf('#') + 1) : `Http${answer.status}`;
}

function readAnswer(answer: Answer, parse: (text: string) => JsonFields): JsonFields {
  let fields: JsonFields = {};
  try {
    if (answer.body.length) fields = parse(answer.body.toString('utf8'));
  } catch {
    // An answer that is not JSON (a proxy's error page): the status says enough.
  }
  if (answer.status >= 200 && answer.status < 300) return fields;
  const message = String(
    fields.message ?? fields.Message ?? `The service answered ${answer.status}`,
  );
  throw new AwsServiceError(errorName(answer, fields), message, answer, fields);
}

export interface AwsJsonConfig {
  /** The name requests are signed for (`dynamodb`, `cognito-idp`, `events`, `ses`). */
  service: string;
  region: string;
  /**
   * Absent: the region's endpoint, `https://<host>.<region>.amazonaws.com`, whose host is the
   * service's name unless `host` says otherwise. Locally a stand-in's address.
   */
  endpoint?: string;
  host?: string;
  credentials: AwsCredentials;
  /** Tries per call when the service throttles, fails or does not answer (the SDK's: 3). */
  maxAttempts?: number;
  /** How values become JSON and are read back (DynamoDB's binary values); JSON's own otherwise. */
  replacer?: (key: string, value: unknown) => unknown;
  parse?: (text: string) => JsonFields;
}

export type AwsJsonRequest = { path: string; headers: Record<string, string>; input: unknown };

/**
 * One AWS service's JSON API as signed requests: `send` POSTs the input as JSON and answers the
 * JSON fields, or throws `AwsServiceError`, tried again as the SDK would. What the push and the
 * table do for themselves, shared by the ports that call one or two operations of a service
 * (docs/decisions.md, "The table speaks DynamoDB's protocol itself").
 */
export function createAwsJsonApi(
  config: AwsJsonConfig,
): (request: AwsJsonRequest) => Promise<JsonFields> {
  const post = createSignedSender({
    service: config.service,
    region: config.region,
    endpoint:
      config.endpoint ?? `https://${config.host ?? config.service}.${config.region}.amazonaws.com`,
    credentials: config.credentials,
    // The SDK's Node handler allows 50 sockets too.
    maxSockets: 50,
    connectTimeoutMs: 3_000,
  });
  const parse = config.parse ?? ((text: string) => JSON.parse(text) as JsonFields);
  return ({ path, headers, input }) => {
    const body = JSON.stringify(input, config.replacer);
    return withRetries(
      config.maxAttempts ?? 3,
      async () => readAnswer(await post({ path, headers, body }), parse),
      retryDelayMs,
    );
  };
}

/**
 * The `awsJson1_0` and `awsJson1_1` protocols (DynamoDB, Cognito, EventBridge): every operation a
 * POST to `/` that names its target.
 */
export function awsJsonOperations(
  config: AwsJsonConfig & { targetPrefix: string; version: '1.0' | '1.1' },
): (operation: string, input: JsonFields) => Promise<JsonFields> {
  const send = createAwsJsonApi(config);
  const contentType = `application/x-amz-json-${config.version}`;
  return (operation, input) =>
    send({
      path: '/',
      headers: {
        'content-type': contentType,
        'x-amz-target': `${config.targetPrefix}.${operation}`,
      },
      input,
    });
}
