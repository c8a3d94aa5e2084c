import type { ConnectionPush } from '../../ports/connections';
import {
  createSignedSender,
  NoAnswerError,
  withRetries,
  type AwsCredentials,
} from '../signed-http/signed-sender';

export interface ConnectionPushConfig {
  region: string;
  /**
   * The stage's `@connections` endpoint: `https://<api>.execute-api.<region>.amazonaws.com/<stage>`
   * in AWS; locally the launcher's `/_local/ws`, which speaks the same protocol.
   */
  endpoint: string;
  /** The function's own credentials, as Lambda puts them in its environment. */
  credentials: AwsCredentials;
  /** Posts in flight at once share this many kept-alive sockets. */
  maxSockets?: number;
  /** Tries per post when the API is throttling, failing or unreachable. */
  maxAttempts?: number;
  /** Short, so one stuck connection does not hold up the push to the others. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** A post that may succeed when tried again: throttled or a server fault. */
class RetryablePostError extends Error {}

/** Path labels are escaped as the `@connections` API expects (RFC 3986 unreserved kept). */
const escapeLabel = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `PostToConnection` of one WebSocket stage as signed HTTP requests (Signature V4, service
 * `execute-api`) over kept-alive sockets, not through the SDK client: the client spends about
 * 1.2 ms of CPU per post on its middleware, endpoint rules and serialisation, six times what the
 * signed request costs, and a push makes one post per open page (docs/decisions.md, "The push
 * signs its own requests"). Answers are read as the SDK reads them: 200 sent, 410 gone (the
 * connection closed without `$disconnect` reaching us), 429 and 5xx tried again, the rest thrown.
 */
export function createConnectionPush(config: ConnectionPushConfig): ConnectionPush {
  const post = createSignedSender({
    service: 'execute-api',
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    maxSockets: config.maxSockets ?? 50,
    connectTimeoutMs: config.connectTimeoutMs ?? 1_000,
    requestTimeoutMs: config.requestTimeoutMs ?? 3_000,
  });

  async function postOnce(connectionId: string, body: string): Promise<number> {
    const { status, body: answer } = await post({
      path: `/@connections/${escapeLabel(connectionId)}`,
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (status === 429 || status >= 500) {
      throw new RetryablePostError(`PostToConnection answered ${status}`);
    }
    if (status === 200 || status === 410) return status;
    const text = answer.toString('utf8').slice(0, 200);
    throw new Error(`PostToConnection answered ${status}: ${text}`);
  }

  return {
    async send(connectionId, data) {
      const status = await withRetries(
        config.maxAttempts ?? 3,
        () => postOnce(connectionId, data),
        (error, attempt) =>
          error instanceof RetryablePostError || error instanceof NoAnswerError
            ? Math.random() * 25 * 2 ** attempt
            : undefined,
      );
      return status === 410 ? 'gone' : 'sent';
    },
  };
}
