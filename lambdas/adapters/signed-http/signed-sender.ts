import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createSigner } from './signature-v4';

/** A function's credentials, as Lambda puts them in its environment. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignedSenderConfig {
  /** The service name the signature is scoped to (`dynamodb`, `execute-api`). */
  service: string;
  region: string;
  /** `https://host[:port][/base path]`; locally a stand-in's `http://` address. */
  endpoint: string;
  credentials: AwsCredentials;
  /** Requests in flight at once share this many kept-alive sockets. */
  maxSockets: number;
  connectTimeoutMs: number;
  /** Absent: no limit but the function's own timeout. */
  requestTimeoutMs?: number;
}

export interface SignedRequest {
  /** Below the endpoint's base path, already escaped. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The request got no answer (refused, reset, timed out): it may succeed when sent again. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

/**
 * Signs (Signature V4) and POSTs requests to one AWS endpoint over
 * kept-alive sockets, and hands back whatever status the service answered: reading it is the
 * caller's, who knows the service's protocol. Shared by the push and the table, which call their
 * APIs this way instead of through SDK clients (docs/decisions.md, "The push signs its own
 * requests" and "The table speaks DynamoDB's protocol itself").
 */
export function createSignedSender(
  config: SignedSenderConfig,
): (request: SignedRequest) => Promise<Answer> {
  const url = new URL(config.endpoint);
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = new (secure ? HttpsAgent : HttpAgent)({
    keepAlive: true,
    maxSockets: config.maxSockets,
  });
  const basePath = url.pathname.replace(/\/+$/, '');
  const port = url.port ? Number(url.port) : undefined;
  const sign = createSigner(config);

  return ({ path: below, headers, body }) => {
    const path = `${basePath}${below}`;
    const signed = sign({ method: 'POST', host: url.host, path, headers, body });
    return new Promise<Answer>((resolve, reject) => {
      const req = send(
        {
          agent,
          method: 'POST',
          protocol: url.protocol,
          hostname: url.hostname,
          port,
          path,
          headers: { ...signed, 'content-length': Buffer.byteLength(body) },
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(new NoAnswerError(error.message)));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      const timer =
        config.requestTimeoutMs === undefined
          ? undefined
          : setTimeout(
              () =>
                req.destroy(new NoAnswerError(`no answer within ${config.requestTimeoutMs} ms`)),
              config.requestTimeoutMs,
            );
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connecting = setTimeout(
          () =>
            req.destroy(new NoAnswerError(`no connection within ${config.connectTimeoutMs} ms`)),
          config.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(connecting));
        socket.once('close', () => clearTimeout(connecting));
      });
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(error.message));
      });
      req.end(body);
    });
  };
}

/**
 * Runs `attempt` up to `maxAttempts` times: after a failure, `retryDelayMs` says how long to
 * wait before the next try, or `undefined` when the failure is final.
 */
export async function withRetries<T>(
  maxAttempts: number,
  attempt: () => Promise<T>,
  retryDelayMs: (error: unknown, attempt: number) => number | undefined,
): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = n < maxAttempts ? retryDelayMs(error, n) : undefined;
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
