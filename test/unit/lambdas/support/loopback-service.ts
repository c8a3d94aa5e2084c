import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request as the service received it. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * What the service answers next: a status with a JSON body (and headers, such as the
 * `x-amzn-errortype` that names an error), `hang` (never answers) or `drop` (closes the
 * connection without an answer).
 */
export type Reply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'drop';

/**
 * A stand-in for an AWS endpoint on loopback, for tests of what an SDK client sends on the wire:
 * it records every request and answers each with the next of `replies` (`fallback` once they run
 * out). Started before the file's tests, emptied before each, closed after all.
 */
export function loopbackService(fallback: Exclude<Reply, 'hang' | 'drop'>) {
  const service = {
    endpoint: '',
    received: [] as Received[],
    replies: [] as Reply[],
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      service.received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const reply = service.replies.shift() ?? fallback;
      if (reply === 'hang') return;
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    service.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    service.received = [];
    service.replies = [];
  });
  return service;
}
