import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Shard } from '@aws-sdk/client-dynamodb-streams';

/** How far one shard has been delivered. */
export interface ShardPosition {
  /** The last record delivered; absent: nothing read yet, start at the shard's oldest record. */
  after?: string;
  /** Closed and read to the end. */
  done?: true;
}

/**
 * What the change feed has delivered, kept across restarts (and crashes) of the local stack, as an
 * event source mapping keeps its position in AWS. Only for the stream it names: a recreated table
 * has a new stream, and this one then says nothing about it.
 */
export interface Checkpoint {
  streamArn: string;
  shards: Record<string, ShardPosition>;
}

/** Where reading a shard begins when the feed starts. */
export type ShardStart =
  /** Read to the end before: skip it. */
  | { kind: 'done' }
  /** Resume after the last record delivered. */
  | { kind: 'after'; sequence: string }
  /** Everything in it is news: a shard created after the checkpoint, or not read yet. */
  | { kind: 'oldest' }
  /** No checkpoint for this stream: what it holds now was written before the feed, not news. */
  | { kind: 'now' };

/**
 * Where each listed shard starts. With a checkpoint for this stream, a shard resumes where it
 * stood, and one it does not know (opened since) is read from its oldest record. Without one (a
 * fresh data folder, or a recreated table), what the stream holds is seed data: open shards start
 * after their present last record, closed ones are skipped.
 */
export function shardStarts(
  shards: readonly Shard[],
  streamArn: string,
  checkpoint: Checkpoint | undefined,
): Map<string, ShardStart> {
  const known = checkpoint?.streamArn === streamArn ? checkpoint.shards : undefined;
  const starts = new Map<string, ShardStart>();
  for (const shard of shards) {
    const id = shard.ShardId;
    if (!id) continue;
    const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
    if (!known) {
      starts.set(id, closed ? { kind: 'done' } : { kind: 'now' });
      continue;
    }
    const position = known[id];
    if (position?.done) starts.set(id, { kind: 'done' });
    else if (position?.after) starts.set(id, { kind: 'after', sequence: position.after });
    else starts.set(id, { kind: 'oldest' });
  }
  return starts;
}

export const checkpointFile = (dataDir: string) => path.join(dataDir, 'change-feed.json');

/** The saved checkpoint; none if the file is missing or unreadable (then the feed starts afresh). */
export async function readCheckpoint(file: string): Promise<Checkpoint | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Checkpoint>;
    if (typeof parsed.streamArn !== 'string' || typeof parsed.shards !== 'object') return undefined;
    return { streamArn: parsed.streamArn, shards: parsed.shards ?? {} };
  } catch {
    return undefined;
  }
}

/** Written aside, then renamed: a crash mid-write leaves the previous checkpoint whole. */
export async function writeCheckpoint(file: string, checkpoint: Checkpoint): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  await writeFile(temp, `${JSON.stringify(checkpoint, null, 2)}\n`);
  await rename(temp, file);
}
