import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Log } from '../log';

export const wsPath = '/ws';

/**
 * Stand-in for the API Gateway WebSocket API: a registry of open connections and a broadcast.
 * What feeds `broadcast` plugs in from outside: the ticker's live updates will poll the table's
 * stream (enabled by create-table.ts) and call it, as the stream consumer Lambda does in AWS.
 */
export function createWsHub(log: Log) {
  const server = new WebSocketServer({ noServer: true });
  const connections = new Set<WebSocket>();

  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => connections.delete(socket));
    // API Gateway WebSocket connections idle out; clients must reconnect, so nothing else is kept.
  });

  return {
    /** For the HTTP server's `upgrade` event; refuses anything that is not `/ws`. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (req.url ?? '').split('?')[0];
      if (path !== wsPath) {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      server.handleUpgrade(req, socket, head, (ws) => server.emit('connection', ws, req));
    },
    /** Sends one JSON message to every open connection; returns how many it reached. */
    broadcast(message: unknown): number {
      const data = JSON.stringify(message);
      let sent = 0;
      for (const socket of connections) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        socket.send(data, (error) => error && log('api', `ws send failed: ${error.message}`));
        sent += 1;
      }
      return sent;
    },
    get size(): number {
      return connections.size;
    },
    async close(): Promise<void> {
      for (const socket of connections) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WsHub = ReturnType<typeof createWsHub>;
