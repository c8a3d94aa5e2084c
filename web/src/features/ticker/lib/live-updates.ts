/**
 * The landing page's live channel: one WebSocket that says `{"type":"ticker.changed"}` whenever a
 * ticker message changes. Free of imports, so it stays small and is tested with a fake socket. A
 * dropped connection is expected (servers restart, API Gateway closes every connection after 2 h):
 * it reconnects with exponential backoff and jitter and never logs.
 */

/**
 * The page's keep-alive: `{"action":"ping"}` this often. API Gateway closes a connection idle for
 * 10 minutes, and the server forgets a connection not heard of for 12 (so items of pages that
 * vanished without a goodbye lapse within minutes); 5 minutes stays inside both even when a
 * background tab's timers are slowed to once a minute, or one ping is lost.
 */
export const KEEPALIVE_MS = 5 * 60_000;
export const PING_MESSAGE = '{"action":"ping"}';

/** First reconnect delay and the cap; the delay doubles in between. */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 30_000;
/** A connection that lasted this long counts as healthy: the next drop starts the backoff afresh. */
export const STABLE_CONNECTION_MS = 10_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): the capped exponential
 * delay with "equal jitter" — between half of it and all of it — so many pages that lost the
 * server together do not come back in lockstep.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The socket address for the configured `wsUrl`: an absolute `ws:`/`wss:` URL as is; a path such as
 * `/ws` against the page's address, with `wss:` on an https page and `ws:` otherwise.
 */
export function resolveWsUrl(wsUrl: string, pageUrl: string): string {
  if (/^wss?:\/\//i.test(wsUrl)) return wsUrl;
  const url = new URL(wsUrl, pageUrl);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}

/**
 * Every page refetches within this long after a change notice, at a random moment: thousands of
 * pages told at once reach the edge spread out instead of in one burst. The goal is the new list
 * on every open page within 2 s of the change, and the spread is a floor under that: 1 s leaves
 * the other second for the stream, the push and the refetch itself.
 */
export const CHANGE_SPREAD_MS = 1_000;

/** How long a page waits after a change notice before it refetches: a random share of the spread. */
export const changeDelay = (random: () => number = Math.random): number =>
  random() * CHANGE_SPREAD_MS;

/** The ticker's change notice in a frame, with its version when sent; undefined for anything else. */
export function tickerChangeOf(data: unknown): { version?: string } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; version?: unknown } | null;
    if (message?.type !== 'ticker.changed') return undefined;
    return typeof message.version === 'string' && message.version
      ? { version: message.version }
      : {};
  } catch {
    return undefined;
  }
}

/** Whether a frame is the ticker's change notice (anything else is ignored). */
export const isTickerChanged = (data: unknown): boolean => tickerChangeOf(data) !== undefined;

export interface LiveHandlers {
  /**
   * A ticker change was announced (called 0-1 s later; notices meanwhile are one call, with the
   * newest version).
   */
  onChange: (version?: string) => void;
  /** The socket (re)opened: changes made while disconnected were missed, so refetch. */
  onOpen: () => void;
}

/** The part of the browser's WebSocket the client uses; tests hand in a fake. */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'close' | 'send' | 'onopen' | 'onclose' | 'onmessage' | 'onerror'
>;

/**
 * Opens the live channel and keeps it open, reconnecting after every drop, until the returned
 * function is called.
 */
export function subscribeLive(
  url: string,
  handlers: LiveHandlers,
  createSocket: (url: string) => SocketLike = (u) => new WebSocket(u),
  random: () => number = Math.random,
): () => void {
  let socket: SocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  let changedVersion: string | undefined;

  const changed = (version: string | undefined) => {
    changedVersion = version ?? changedVersion;
    if (changeTimer !== undefined) return;
    changeTimer = setTimeout(() => {
      changeTimer = undefined;
      const latest = changedVersion;
      changedVersion = undefined;
      handlers.onChange(latest);
    }, changeDelay(random));
  };
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const stopKeepAlive = () => {
    clearInterval(keepAlive);
    keepAlive = undefined;
  };
  let attempt = 0;
  let openedAt = 0;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(connect, reconnectDelay(attempt++, random));
  };

  function connect() {
    let next: SocketLike;
    try {
      next = createSocket(url);
    } catch {
      schedule();
      return;
    }
    socket = next;
    next.onopen = () => {
      openedAt = Date.now();
      stopKeepAlive();
      keepAlive = setInterval(() => {
        // A socket that is closing gets its close event soon; nothing to send on it meanwhile.
        if (next.readyState === 1) next.send(PING_MESSAGE);
      }, KEEPALIVE_MS);
      handlers.onOpen();
    };
    next.onmessage = (event) => {
      const change = tickerChangeOf(event.data);
      if (change) changed(change.version);
    };
    // An error is always followed by a close, which reconnects; there is nothing to report.
    next.onerror = () => undefined;
    next.onclose = () => {
      socket = undefined;
      stopKeepAlive();
      // A server that accepts and at once hangs up must not be hammered: only a connection that
      // held for a while resets the backoff.
      if (openedAt && Date.now() - openedAt >= STABLE_CONNECTION_MS) attempt = 0;
      openedAt = 0;
      schedule();
    };
  }

  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(changeTimer);
    stopKeepAlive();
    const open = socket;
    if (!open) return;
    open.onmessage = open.onclose = null;
    // Closing a socket that is still connecting makes the browser warn: let it open, then close.
    if (open.readyState === 0) open.onopen = () => open.close();
    else open.close();
  };
}
