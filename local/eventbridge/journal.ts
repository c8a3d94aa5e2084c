import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';

type BusEvent = EventBridgeEvent<string, unknown>;

/** An event its consumer failed on every try: what the dead-letter queue would hold. */
export interface DeadLetter {
  consumer: string;
  event: BusEvent;
  tries: number;
  /** The last try's error message. */
  error: string;
  parkedAt: string;
}

/** One accepted event still owed to one consumer. */
export interface PendingDelivery {
  consumer: string;
  event: BusEvent;
}

export interface Journal {
  /** Records that `consumer` is owed `event`; resolves once it is on disk. */
  owe(delivery: PendingDelivery): Promise<void>;
  /** The consumer has finished with the event (handled it, or it was parked). */
  settle(delivery: PendingDelivery): Promise<void>;
  park(letter: DeadLetter): Promise<void>;
  /** What was owed when the last run ended, oldest first. */
  pending(): Promise<PendingDelivery[]>;
  /** Every event parked so far, oldest first. */
  parked(): Promise<DeadLetter[]>;
}

// One file per event and consumer: each target settles on its own, and a crash owes each only
// what it had not finished. Event ids are UUIDs and consumers file names, so the name is safe.
const fileName = ({ event, consumer }: PendingDelivery) => `${event.id}.${consumer}.json`;

async function writeAtomically(file: string, value: unknown): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(value));
  await rename(`${file}.tmp`, file);
}

async function readAll<T>(dir: string): Promise<T[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const read = await Promise.all(
    names.map(async (name) => {
      try {
        return [JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T];
      } catch {
        // Removed meanwhile, or not ours: a temp file is never renamed into a .json half-written.
        return [];
      }
    }),
  );
  return read.flat();
}

/**
 * The local bus's durable state under `dir`: `pending/` holds each accepted event until its
 * consumer has finished with it, `parked/` the dead letters. EventBridge keeps an event once
 * PutEvents has answered; this lets the local bus do the same across a crash of the stack.
 */
export function fileJournal(dir: string): Journal {
  const pendingDir = path.join(dir, 'pending');
  const parkedDir = path.join(dir, 'parked');
  const made = Promise.all([
    mkdir(pendingDir, { recursive: true }),
    mkdir(parkedDir, { recursive: true }),
  ]);
  return {
    async owe(delivery) {
      await made;
      await writeAtomically(path.join(pendingDir, fileName(delivery)), delivery);
    },
    async settle(delivery) {
      await rm(path.join(pendingDir, fileName(delivery)), { force: true });
    },
    async park(letter) {
      await made;
      await writeAtomically(path.join(parkedDir, fileName(letter)), letter);
    },
    async pending() {
      const all = await readAll<PendingDelivery>(pendingDir);
      return all.sort((a, b) => a.event.time.localeCompare(b.event.time));
    },
    async parked() {
      const all = await readAll<DeadLetter>(parkedDir);
      return all.sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
    },
  };
}
