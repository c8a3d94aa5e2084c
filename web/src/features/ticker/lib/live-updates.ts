/**
 * The landing page's live channel: one WebSocket that says `{"type":"ticker.changed"}` whenever a
 * ticker message changes. Free of imports, so it stays small and is tested with a fake socket. A
 * dropped connection is expected (servers restart, API Gateway idles connections out): it
 * reconnects with exponential backoff and jitter and never logs.
 */

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

/** Whether a frame is the ticker's change notice (anything else is ignored). */
export function isTickerChanged(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message = JSON.parse(data) as { type?: unknown } | null;
    return message?.type === 'ticker.changed';
  } catch {
    return false;
  }
}

export interface LiveHandlers {
  /** A ticker change was announced. */
  onChange: () => void;
  /** The socket (re)opened: changes made while disconnected were missed, so refetch. */
  onOpen: () => void;
}

/** The part of the browser's WebSocket the client uses; tests hand in a fake. */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'close' | 'onopen' | 'onclose' | 'onmessage' | 'onerror'
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
      handlers.onOpen();
    };
    next.onmessage = (event) => {
      if (isTickerChanged(event.data)) handlers.onChange();
    };
    // An error is always followed by a close, which reconnects; there is nothing to report.
    next.onerror = () => undefined;
    next.onclose = () => {
      socket = undefined;
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
    const open = socket;
    if (!open) return;
    open.onmessage = open.onclose = null;
    // Closing a socket that is still connecting makes the browser warn: let it open, then close.
    if (open.readyState === 0) open.onopen = () => open.close();
    else open.close();
  };
}
