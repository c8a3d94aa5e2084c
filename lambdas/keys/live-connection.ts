import { createHash } from 'node:crypto';
import { defineEntity } from './entity';

/**
 * Partitions the connection items are spread over (write sharding): a partition takes about 1,000
 * writes a second, so 16 of them take every `$connect`, ping and `$disconnect` of a busy day with
 * room to spare, while a push still lists them with 16 Queries (never a Scan).
 */
export const CONNECTION_SHARDS = 16;

/**
 * Open WebSocket connections of landing pages, in `WSCONN#0` … `WSCONN#15` by a hash of the
 * connection id, so the functions' IAM policy can be limited to them (LeadingKeys `WSCONN#*`).
 */
export const liveConnectionKeys = defineEntity('live connection', {
  PK: 'WSCONN#{shard}',
  SK: 'CONN#{connectionId}',
});

/**
 * The same connections again, by the address they came from: `$connect` counts the live ones of
 * an address (at most a handful of items) to refuse a source holding too many.
 */
export const connectionOfAddressKeys = defineEntity('connection of an address', {
  PK: 'WSIP#{sourceIp}',
  SK: 'CONN#{connectionId}',
});

/** The partitions of both, as IAM `dynamodb:LeadingKeys` patterns. */
export const connectionPartitions = {
  connections: `${liveConnectionKeys.pk.prefix}*`,
  addresses: `${connectionOfAddressKeys.pk.prefix}*`,
} as const;

/** The shard of a connection: stable for its id, even across the shards. */
export function connectionShard(connectionId: string): string {
  const hash = createHash('sha1').update(connectionId).digest();
  return String(hash.readUInt32BE(0) % CONNECTION_SHARDS);
}

/** Every shard's partition value, for a push that reads them all. */
export const connectionShards = (): string[] =>
  Array.from({ length: CONNECTION_SHARDS }, (_, shard) => String(shard));
