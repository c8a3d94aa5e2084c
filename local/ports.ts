import net from 'node:net';

/** Thrown when a fixed port is taken; `npm start` prints its message as the one line it says. */
export class PortInUseError extends Error {}

function tryListen(port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port nobody listens on right now. Child processes (DynamoDB Local, cognito-local) need their
 * port before they start, so we ask the kernel for one and hand it over; the tiny race with other
 * processes is acceptable for test runs.
 */
export function freePort(): Promise<number> {
  return tryListen(0, '127.0.0.1');
}

/**
 * Fails fast with a readable message instead of a child process dying with a Java stack trace.
 * Checks the wildcard address too: a port another program holds on every interface is taken.
 */
export async function assertPortFree(port: number, envName: string): Promise<void> {
  for (const host of ['127.0.0.1', undefined]) {
    try {
      await tryListen(port, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new PortInUseError(
          `Port ${port} (${envName}) is already in use: stop what uses it, or start with ${envName}=<another port>.`,
        );
      }
      throw error;
    }
  }
}
