/**
 * The live channel (docs/events.md): landing pages hold an anonymous WebSocket connection to API
 * Gateway, and the ticker stream consumer pushes "ticker changed" to each of them.
 */
export interface LiveConnection {
  /** API Gateway's id of the connection, e.g. `L0SM9cOFvHcCIhw=`. */
  connectionId: string;
  /** When API Gateway accepted it (ISO). */
  connectedAt: string;
  /** The address it came from (API Gateway's `identity.sourceIp`); '' on items from before. */
  sourceIp: string;
}

/** Open connections, remembered from `$connect` until `$disconnect` or their expiry. */
export interface ConnectionStore {
  /**
   * Remembers the connection (again: a ping moves `expiresAt` on), under its id and under its
   * address. Kept until `expiresAt` at the latest, in case `$disconnect` never arrives.
   */
  save(connection: LiveConnection & { expiresAt: Date }): Promise<void>;
  /** Forgets both records. No error when they are already gone. */
  remove(connection: Pick<LiveConnection, 'connectionId' | 'sourceIp'>): Promise<void>;
  /**
   * How many connections from `sourceIp` are not expired at `now`, counting no further than
   * `atMost` (enough to tell "at the limit").
   */
  countFromAddress(sourceIp: string, now: Date, atMost: number): Promise<number>;
  /**
   * Every connection not expired at `now`, a page at a time; the pages of the shards are read in
   * parallel and arrive in whatever order they come.
   */
  list(now: Date): AsyncIterable<LiveConnection[]>;
}

/** API Gateway's `@connections` management API, as far as the push needs it. */
export interface ConnectionPush {
  /**
   * Sends `data` as one text message. `gone` when the connection no longer exists (HTTP 410);
   * any other failure throws.
   */
  send(connectionId: string, data: string): Promise<'sent' | 'gone'>;
}
