/**
 * The live ticker figures of `npm run bench`: 500 WebSocket clients on the local stack's `/ws`,
 * each behaving like a landing page (on a change notice it waits its random share of the 1 s
 * spread, the web's own `changeDelay`, then GETs `/api/ticker?v=<version>` through a stand-in of
 * CloudFront's cache of public reads), while an admin adds a
 * message. Printed: how long from the admin's POST until each client holds the new list (p50 /
 * p99 / max), the notice alone, and every error.
 *
 * The stack's per-address limit (20 connections) stays on: the clients connect from 50 loopback
 * addresses, 10 each (Linux routes all of 127.0.0.0/8 to this machine), as 500 visitors would.
 * They run in a process of their own, as browsers do: the stack's process keeps its event loop
 * for the API, the `/ws` stand-in and the stream consumer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { changeDelay, tickerChangeOf } from '../web/src/features/ticker/lib/live-updates';
import { startEdgeCache } from '../local/edge/public-read-cache';
import { adminCaller } from '../test/support/api-session';
import type { StackInfo } from '../test/support/stack';
import { machineLoad, percentile, startBenchStack } from './bench-load';

const CLIENTS = Number(process.env.BENCH_TICKER_CLIENTS ?? 500);
const PER_ADDRESS = 10;
const CHANGES = 3;
/** A client without the new list this long after the change counts as an error. */
const GIVE_UP_MS = 15_000;
/** Handshakes in flight while the clients connect. */
const CONNECTING_AT_ONCE = 25;

interface Page {
  socket: WebSocket;
  /** Called with each change notice's version. */
  onNotice?: (version: string | undefined) => void;
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (n: number) => `${(n / 1000).toFixed(2)} s`;
  return `p50 ${fmt(percentile(sorted, 50))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}`;
};

async function connectPage(url: string, origin: string, localAddress: string): Promise<Page> {
  const socket = new WebSocket(url, { origin, localAddress });
  const page: Page = { socket };
  socket.on('message', (raw) => {
    const change = tickerChangeOf(raw.toString());
    if (change) page.onNotice?.(change.version);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`handshake refused with ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
  return page;
}

/** Opens `CLIENTS` pages, `CONNECTING_AT_ONCE` at a time; failures are counted, not thrown. */
async function connectAll(stack: StackInfo, errors: Map<string, number>): Promise<Page[]> {
  const url = `${stack.apiUrl.replace(/^http/, 'ws')}/ws`;
  const origin = stack.env.WS_ALLOWED_ORIGINS!.split(',')[0]!;
  const pages: Page[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTING_AT_ONCE }, async () => {
      while (next < CLIENTS) {
        const i = next++;
        const address = `127.0.${1 + Math.floor(i / PER_ADDRESS / 250)}.${1 + (Math.floor(i / PER_ADDRESS) % 250)}`;
        try {
          pages.push(await connectPage(url, origin, address));
        } catch (error) {
          const key = `connect: ${(error as Error).message}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  return pages;
}

/** The clients' side, in the child process. */
async function runClients(stack: StackInfo): Promise<void> {
  const errors = new Map<string, number>();
  const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const admin = await adminCaller(stack);
  // Pages read through the edge, as in AWS: CloudFront's cache of public reads stands in front of
  // the API, so one refetch per change version reaches it (lib/config/public-reads.ts).
  const edge = await startEdgeCache({ origin: stack.apiUrl });

  const connecting = performance.now();
  const pages = await connectAll(stack, errors);
  console.log(
    `live ticker: ${pages.length} of ${CLIENTS} pages connected in ${((performance.now() - connecting) / 1000).toFixed(1)} s` +
      ` (${PER_ADDRESS} per loopback address); ${CHANGES} changes:`,
  );
  pages.forEach(({ socket }) => socket.on('close', () => fail('socket closed during the bench')));

  const toList: number[] = [];
  const toNotice: number[] = [];
  const added: string[] = [];
  try {
    for (let round = 0; round < CHANGES; round++) {
      const roundToList: number[] = [];
      let addedId: (id: string) => void = () => undefined;
      const expectedId = new Promise<string>((resolve) => (addedId = resolve));
      const changed = performance.now();
      // Every page: first notice → its random wait → GET ?v= until the list holds the message.
      const done = pages.map(
        (page) =>
          new Promise<void>((resolve) => {
            let noticed = false;
            let fetching = false;
            const timer = setTimeout(() => {
              fail('no new list within 15 s');
              page.onNotice = undefined;
              resolve();
            }, GIVE_UP_MS);
            page.onNotice = (version) => {
              if (!noticed) toNotice.push(performance.now() - changed);
              noticed = true;
              if (fetching) return;
              fetching = true;
              setTimeout(async () => {
                try {
                  const path = `/api/ticker${version ? `?v=${encodeURIComponent(version)}` : ''}`;
                  const res = await fetch(`${edge.url}${path}`);
                  const body = (await res.json()) as { messages?: Array<{ id: string }> };
                  const id = await expectedId;
                  if (!res.ok) fail(`GET /api/ticker answered ${res.status}`);
                  else if (body.messages?.some((m) => m.id === id)) {
                    const ms = performance.now() - changed;
                    toList.push(ms);
                    roundToList.push(ms);
                    clearTimeout(timer);
                    page.onNotice = undefined;
                    resolve();
                    return;
                  }
                } catch (error) {
                  fail(`GET /api/ticker: ${(error as Error).message}`);
                }
                // An older list (or a failure): the next notice tries again.
                fetching = false;
              }, changeDelay());
            };
          }),
      );
      const res = await admin.call<{ id: string }>('POST', '/api/admin/ticker', {
        body: { message: `Bench change ${round + 1}` },
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`add answered ${res.status}`);
      addedId(res.body.id);
      added.push(res.body.id);
      const postMs = performance.now() - changed;
      await Promise.all(done);
      console.log(
        `  change ${round + 1}: new list on every page ${summary(roundToList)} (admin POST ${postMs.toFixed(0)} ms)`,
      );
      // Let the feed settle before the next change.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    // Pages first, so removing the bench's messages pushes to nobody.
    for (const { socket } of pages) {
      socket.removeAllListeners('close');
      socket.close();
    }
    for (const id of added) {
      await admin.call('DELETE', `/api/admin/ticker/${encodeURIComponent(id)}`);
    }
    await edge.stop();
  }
  const { hits, misses } = edge.stats();
  console.log(
    `  through the edge cache: ${misses} reads reached the API, ${hits} were answered at the edge`,
  );
  console.log(
    `  all ${toList.length} refreshes, from the admin's POST: new list ${summary(toList)}`,
  );
  console.log(`  the notice alone: ${summary(toNotice)}`);
  const errorLines = [...errors].map(([what, count]) => `${count} × ${what}`);
  console.log(`  errors: ${errorLines.length ? errorLines.join('; ') : 'none'}`);
  // The machine's 1-minute load average: how far the figures are from an idle machine.
  console.log(`  load average during the run: ${machineLoad()}`);
}

/** Runs the 500 clients in a child process against the started `stack` and prints the figures. */
export async function benchLiveTicker(stack: StackInfo): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Only what crosses a process boundary (no `stop`).
  const { stop: _stop, ...info } = stack as StackInfo & { stop?: unknown };
  child.send(info);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`live ticker bench failed (exit ${code})`);
}

const exit = (work: Promise<void>) =>
  work.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.send) process.once('message', (stack: StackInfo) => exit(runClients(stack)));
  else {
    // Run alone (`npx tsx scripts/bench-live-ticker.ts`): on a stack of its own.
    exit(
      startBenchStack().then(async (stack) => {
        try {
          await benchLiveTicker(stack);
        } finally {
          await stack.stop();
        }
      }),
    );
  }
}
