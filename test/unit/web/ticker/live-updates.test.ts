import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_SPREAD_MS,
  changeDelay,
  KEEPALIVE_MS,
  PING_MESSAGE,
  isTickerChanged,
  tickerChangeOf,
  reconnectDelay,
  resolveWsUrl,
  STABLE_CONNECTION_MS,
  subscribeLive,
  type SocketLike,
} from '../../../../web/src/features/ticker/lib/live-updates';

describe('reconnectDelay', () => {
  it('starts at 0.5 s, doubles and stops at 30 s, with jitter between half and all of it', () => {
    const max = (n: number) => reconnectDelay(n, () => 1);
    const min = (n: number) => reconnectDelay(n, () => 0);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(max)).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([0, 1, 6, 50].map(min)).toEqual([250, 500, 15000, 15000]);
    const d = reconnectDelay(3, () => 0.5);
    expect(d).toBe(3000);
  });

  it('always stays within the bounds', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const d = reconnectDelay(attempt);
      expect(d).toBeGreaterThanOrEqual(250);
      expect(d).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('resolveWsUrl', () => {
  it('resolves a path against the page with ws: or wss:', () => {
    expect(resolveWsUrl('/ws', 'http://localhost:5173/admin')).toBe('ws://localhost:5173/ws');
    expect(resolveWsUrl('/ws', 'https://hub.example.com/')).toBe('wss://hub.example.com/ws');
  });

  it('keeps an absolute socket URL', () => {
    const url = 'wss://abc.execute-api.eu-west-2.amazonaws.com/prod';
    expect(resolveWsUrl(url, 'https://hub.example.com/')).toBe(url);
  });
});

describe('changeDelay', () => {
  it('is a random share of the 1 s spread, leaving the rest of the 2 s goal for the delivery', () => {
    expect(CHANGE_SPREAD_MS).toBe(1_000);
    expect(changeDelay(() => 0)).toBe(0);
    expect(changeDelay(() => 0.5)).toBe(500);
    expect(changeDelay(() => 0.999)).toBeLessThan(CHANGE_SPREAD_MS);
  });
});

describe('tickerChangeOf', () => {
  it('reads the version when the notice carries one', () => {
    expect(tickerChangeOf('{"type":"ticker.changed","version":"42"}')).toEqual({ version: '42' });
    expect(tickerChangeOf('{"type":"ticker.changed"}')).toEqual({});
    expect(tickerChangeOf('{"type":"ticker.changed","version":7}')).toEqual({});
    expect(tickerChangeOf('{"type":"other","version":"1"}')).toBeUndefined();
  });
});

describe('isTickerChanged', () => {
  it('recognises only the change notice', () => {
    expect(isTickerChanged('{"type":"ticker.changed"}')).toBe(true);
    expect(isTickerChanged('{"type":"other"}')).toBe(false);
    expect(isTickerChanged('not json')).toBe(false);
    expect(isTickerChanged('null')).toBe(false);
    expect(isTickerChanged(new ArrayBuffer(2))).toBe(false);
  });
});

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onerror?.call(this as unknown as WebSocket, new Event('error'));
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
  /** Frames the page sent. */
  sent: unknown[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  /** A frame from the server. */
  receive(data: unknown) {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
}

describe('subscribeLive', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const handlers = { onChange: vi.fn(), onOpen: vi.fn() };
    const stop = subscribeLive(
      'ws://test/ws',
      handlers,
      (url) => new FakeSocket(url),
      () => 1,
    );
    return { handlers, stop };
  };

  it('refetches on open and on every change notice, ignoring other frames', () => {
    const { handlers, stop } = start();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://test/ws');
    socket.open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    socket.receive('{"type":"ticker.changed"}');
    socket.receive('{"type":"something.else"}');
    socket.receive('garbage');
    // The refetch waits its random share of the spread (here all of it).
    vi.advanceTimersByTime(CHANGE_SPREAD_MS - 1);
    expect(handlers.onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handlers.onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(socket.closed).toBe(true);
  });

  it('spreads refetches over 0-1 s and folds notices meanwhile into one, with the newest version', () => {
    const handlers = { onChange: vi.fn(), onOpen: vi.fn() };
    const stop = subscribeLive(
      'ws://test/ws',
      handlers,
      (url) => new FakeSocket(url),
      () => 0.25,
    );
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive('{"type":"ticker.changed","version":"101"}');
    socket.receive('{"type":"ticker.changed","version":"102"}');
    vi.advanceTimersByTime(CHANGE_SPREAD_MS * 0.25);
    expect(handlers.onChange).toHaveBeenCalledTimes(1);
    expect(handlers.onChange).toHaveBeenCalledWith('102');
    socket.receive('{"type":"ticker.changed"}');
    vi.advanceTimersByTime(CHANGE_SPREAD_MS);
    expect(handlers.onChange).toHaveBeenLastCalledWith(undefined);
    // A stop before the moment cancels the refetch.
    socket.receive('{"type":"ticker.changed","version":"103"}');
    stop();
    vi.advanceTimersByTime(CHANGE_SPREAD_MS);
    expect(handlers.onChange).toHaveBeenCalledTimes(2);
  });

  it('reconnects with growing delays and refetches on every reopen', () => {
    const { handlers, stop } = start();
    FakeSocket.all[0]!.drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    // A connection that held for a while resets the backoff.
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    FakeSocket.all[2]!.drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(4);
    FakeSocket.all[3]!.open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps backing off when the server accepts and hangs up at once', () => {
    const { handlers, stop } = start();
    const delays = [500, 1000, 2000, 4000];
    for (const [i, delay] of delays.entries()) {
      FakeSocket.all[i]!.open();
      FakeSocket.all[i]!.drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(i + 2);
    }
    expect(handlers.onOpen).toHaveBeenCalledTimes(delays.length);
    stop();
  });

  it('retries when the socket cannot even be created', () => {
    let calls = 0;
    const stop = subscribeLive(
      'ws://test/ws',
      { onChange: vi.fn(), onOpen: vi.fn() },
      (url) => {
        calls += 1;
        if (calls === 1) throw new Error('blocked');
        return new FakeSocket(url);
      },
      () => 1,
    );
    expect(FakeSocket.all).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(1);
    stop();
  });

  it('stops for good: no reconnect after stop, and a connecting socket closes once open', () => {
    const { handlers, stop } = start();
    const connecting = FakeSocket.all[0]!;
    stop();
    expect(connecting.closed).toBe(false);
    connecting.open();
    expect(connecting.closed).toBe(true);
    expect(handlers.onOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('pings every 5 minutes while open, and stops pinging once closed or stopped', () => {
    const { stop } = start();
    const first = FakeSocket.all[0]!;
    first.open();
    vi.advanceTimersByTime(KEEPALIVE_MS - 1);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual([PING_MESSAGE]);
    expect(JSON.parse(PING_MESSAGE)).toEqual({ action: 'ping' });
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(first.sent).toHaveLength(2);
    first.drop();
    vi.advanceTimersByTime(KEEPALIVE_MS * 3);
    expect(first.sent).toHaveLength(2);
    // The reconnected socket pings on its own schedule; after stop nothing more is sent.
    const second = FakeSocket.all[1]!;
    second.open();
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(second.sent).toEqual([PING_MESSAGE]);
    stop();
    vi.advanceTimersByTime(KEEPALIVE_MS * 3);
    expect(second.sent).toHaveLength(1);
  });

  it('cancels a pending reconnect on stop', () => {
    const { stop } = start();
    FakeSocket.all[0]!.drop();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
