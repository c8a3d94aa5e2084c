import { defineEntity } from './entity';

/**
 * Open WebSocket connections of landing pages. One partition, so a push lists them with a Query
 * (never a Scan), and the realtime functions' IAM policy can be limited to it (LeadingKeys).
 */
export const liveConnectionKeys = defineEntity('live connection', {
  PK: 'WSCONN',
  SK: 'CONN#{connectionId}',
});
