import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import type { ConnectionPush } from '../../ports/connections';
import { NodeSha256 } from './node-sha256';

export interface ConnectionPushConfig {
  region: string;
  /**
   * The stage's `@connections` endpoint: `https://<api>.execute-api.<region>.amazonaws.com/<stage>`
   * in AWS; locally the launcher's `/_local/ws`, which speaks the same protocol.
   */
  endpoint: string;
  /** The function's own credentials, as Lambda puts them in its environment. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Posts in flight at once share this many kept-alive sockets. */
  maxSockets?: number;
  /** Tries per post when the API is throttling, failing or unreachable. */
  maxAttempts?: number;
  /** Short, so one stuck connection does not hold up the push to the others. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** A post that may succeed when tried again: throttled, a server fault or no answer at all. */
class RetryablePostError extends Error {}

/** Path labels are escaped as the `@connections` API expects (RFC 3986 unreserved kept). */
const escapeLabel = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));

/**
 * `PostToConnection` of one WebSocket stage as signed HTTP requests (Signature V4, service
 * `execute-api`) over kept-alive sockets, not through the SDK client: the client spends about
 * 1.2 ms of CPU per post on its middleware, endpoint rules and serialisation, six times what the
 * signed request costs, and a push makes one post per open page (docs/decisions.md, "The push
 * signs its own requests"). Answers are read as the SDK reads them: 200 sent, 410 gone (the
 * connection closed without `$disconnect` reaching us), 429 and 5xx tried again, the rest thrown.
 */
export function createConnectionPush(config: ConnectionPushConfig): ConnectionPush {
  const url = new URL(config.endpoint);
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = new (secure ? HttpsAgent : HttpAgent)({
    keepAlive: true,
    maxSockets: config.maxSockets ?? 50,
  });
  const basePath = url.pathname.replace(/\/+$/, '');
  const port = url.port ? Number(url.port) : undefined;
  const maxAttempts = config.maxAttempts ?? 3;
  const connectTimeoutMs = config.connectTimeoutMs ?? 1_000;
  const requestTimeoutMs = config.requestTimeoutMs ?? 3_000;
  const signer = new SignatureV4({
    service: 'execute-api',
    region: config.region,
    credentials: config.credentials,
    sha256: NodeSha256,
  });

  async function post(connectionId: string, body: string): Promise<number> {
    const path = `${basePath}/@connections/${escapeLabel(connectionId)}`;
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(port ? { port } : {}),
      path,
      query: {},
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    });
    return new Promise<number>((resolve, reject) => {
      const req = send(
        {
          agent,
          method: 'POST',
          protocol: url.protocol,
          hostname: url.hostname,
          port,
          path,
          headers: { ...signed.headers, 'content-length': Buffer.byteLength(body) },
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(new RetryablePostError(error.message)));
          res.on('end', () => {
            clearTimeout(timer);
            const status = res.statusCode ?? 0;
            if (status === 429 || status >= 500) {
              reject(new RetryablePostError(`PostToConnection answered ${status}`));
            } else if (status === 200 || status === 410) resolve(status);
            else {
              const text = Buffer.concat(chunks).toString('utf8').slice(0, 200);
              reject(new Error(`PostToConnection answered ${status}: ${text}`));
            }
          });
        },
      );
      const timer = setTimeout(
        () => req.destroy(new RetryablePostError(`no answer within ${requestTimeoutMs} ms`)),
        requestTimeoutMs,
      );
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connecting = setTimeout(
          () => req.destroy(new RetryablePostError(`no connection within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(connecting));
        socket.once('close', () => clearTimeout(connecting));
      });
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof RetryablePostError ? error : new RetryablePostError(error.message));
      });
      req.end(body);
    });
  }

  return {
    async send(connectionId, data) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return (await post(connectionId, data)) === 410 ? 'gone' : 'sent';
        } catch (error) {
          if (!(error instanceof RetryablePostError) || attempt >= maxAttempts) throw error;
          await pause(attempt);
        }
      }
    },
  };
}
