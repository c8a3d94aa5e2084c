import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Shard } from '@aws-sdk/client-dynamodb-streams';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readCheckpoint,
  shardStarts,
  writeCheckpoint,
} from '../../../local/realtime/change-feed-checkpoint';

const arn = 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/2026-01-01T00:00:00.000';
const open = (id: string, parent?: string): Shard => ({
  ShardId: id,
  ParentShardId: parent,
  SequenceNumberRange: { StartingSequenceNumber: '1' },
});
const closed = (id: string): Shard => ({
  ShardId: id,
  SequenceNumberRange: { StartingSequenceNumber: '1', EndingSequenceNumber: '9' },
});

describe('where each shard starts', () => {
  it('without a checkpoint: after what open shards hold now, closed ones skipped', () => {
    expect(Object.fromEntries(shardStarts([closed('a'), open('b', 'a')], arn, undefined))).toEqual({
      a: { kind: 'done' },
      b: { kind: 'now' },
    });
  });

  it('with a checkpoint of another stream (recreated table): as without one', () => {
    const other = { streamArn: `${arn}x`, shards: { b: { after: '5' } } };
    expect(Object.fromEntries(shardStarts([open('b')], arn, other))).toEqual({
      b: { kind: 'now' },
    });
  });

  it('with its checkpoint: where each stood, and a shard it does not know from its oldest record', () => {
    const checkpoint = {
      streamArn: arn,
      shards: { a: { done: true as const }, b: { after: '7' }, c: {} },
    };
    const listed = [closed('a'), closed('b'), open('c'), open('d', 'b')];
    expect(Object.fromEntries(shardStarts(listed, arn, checkpoint))).toEqual({
      a: { kind: 'done' },
      b: { kind: 'after', sequence: '7' },
      c: { kind: 'oldest' },
      d: { kind: 'oldest' },
    });
  });
});

describe('the checkpoint file', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads back what was written, leaving no temp file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'checkpoint-'));
    const file = path.join(dir, 'feed', 'change-feed.json');
    const checkpoint = { streamArn: arn, shards: { a: { after: '12' } } };
    await writeCheckpoint(file, checkpoint);
    await writeCheckpoint(file, { ...checkpoint, shards: { a: { after: '13' } } });
    expect(await readCheckpoint(file)).toEqual({ streamArn: arn, shards: { a: { after: '13' } } });
    expect(await readdir(path.dirname(file))).toEqual(['change-feed.json']);
  });

  it('is no checkpoint when missing or unreadable', async () => {
    expect(await readCheckpoint(path.join(dir, 'missing.json'))).toBeUndefined();
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, '{"streamArn":');
    expect(await readCheckpoint(bad)).toBeUndefined();
  });
});
