/**
 * The live channel (docs/events.md): landing pages hold an anonymous WebSocket connection to API
 * Gateway, and the ticker stream consumer pushes "ticker changed" to each of them.
 */
export interface LiveConnection {
  /** API Gateway's id of the connection, e.g. `L0SM9cOFvHcCIhw=`. */
  connectionId: string;
  /** When API Gateway accepted it (ISO). */
  connectedAt: string;
}

/** Open connections, remembered from `$connect` until `$disconnect` or their expiry. */
export interface ConnectionStore {
  /** Kept until `expiresAt` at the latest, in case `$disconnect` never arrives. */
  save(connection: LiveConnection & { expiresAt: Date }): Promise<void>;
  /** No error when it is already gone. */
  remove(connectionId: string): Promise<void>;
  /** Every connection not expired at `now`, a page at a time. */
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
