import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WAIT_MS, runAction, type ActionDeps } from '../../../web/src/lib/run-action';
import { isKeyOf } from '../../../web/src/lib/use-action';

/** Fakes that write every call, in order, to one log. */
function fakes(revalidate: (key: string) => Promise<unknown> = () => Promise.resolve()) {
  const log: unknown[][] = [];
  const deps: ActionDeps = {
    toast: {
      success: (...args) => void log.push(['success', ...args]),
      error: (...args) => void log.push(['error', ...args]),
    },
    revalidate: (key) => {
      log.push(['revalidate', key]);
      return revalidate(key);
    },
    setBusy: (busy) => void log.push(['busy', busy]),
  };
  return { deps, log };
}

describe('runAction', () => {
  it('on success: busy, run, reload the touched keys, then the success toast', async () => {
    const { deps, log } = fakes();
    const run = vi.fn(() => Promise.resolve({ id: 'm1' }));
    const result = await runAction(
      {
        run,
        success: 'Message added',
        error: 'Error',
        revalidate: ['/api/admin/ticker', '/api/ticker'],
      },
      deps,
    );
    expect(result).toEqual({ ok: true, value: { id: 'm1' } });
    expect(run).toHaveBeenCalledOnce();
    expect(log).toEqual([
      ['busy', true],
      ['revalidate', '/api/admin/ticker'],
      ['revalidate', '/api/ticker'],
      ['success', 'Message added'],
      ['busy', false],
    ]);
  });

  it('picks the success toast from the result, and shows none when it answers undefined', async () => {
    const { deps, log } = fakes();
    const success = (step: string) =>
      step === 'DONE'
        ? { title: 'Email verified', description: 'You can now sign in.' }
        : undefined;
    await runAction({ run: () => Promise.resolve('DONE'), success, error: 'x' }, deps);
    await runAction({ run: () => Promise.resolve('TOTP'), success, error: 'x' }, deps);
    expect(log.filter(([kind]) => kind === 'success')).toEqual([
      ['success', 'Email verified', { description: 'You can now sign in.' }],
    ]);
  });

  it("on failure: the title with the server's message, the keys reloaded all the same", async () => {
    const { deps, log } = fakes();
    const refused = new Error('The ticker changed meanwhile. Reload and try again.');
    const result = await runAction(
      {
        run: () => Promise.reject(refused),
        success: 'Never shown',
        error: 'Error',
        revalidate: ['/api/admin/ticker'],
      },
      deps,
    );
    expect(result).toEqual({ ok: false, error: refused });
    expect(log).toEqual([
      ['busy', true],
      ['revalidate', '/api/admin/ticker'],
      ['error', 'Error', { description: 'The ticker changed meanwhile. Reload and try again.' }],
      ['busy', false],
    ]);
  });

  it('falls back to a generic description, or lets the action word the whole toast', async () => {
    const { deps, log } = fakes();
    await runAction({ run: () => Promise.reject(new Error('')), error: 'Error' }, deps);
    await runAction(
      {
        run: () => Promise.reject(new Error('Incorrect username or password.')),
        error: (error) => (error as Error).message,
      },
      deps,
    );
    expect(log.filter(([kind]) => kind === 'error')).toEqual([
      ['error', 'Error', { description: 'Please try again.' }],
      ['error', 'Incorrect username or password.'],
    ]);
  });

  it('ends busy and keeps the outcome when the reload fails or the run throws at once', async () => {
    const { deps, log } = fakes(() => Promise.reject(new Error('offline')));
    const result = await runAction(
      {
        run: () => Promise.resolve(1),
        success: 'Article deleted successfully',
        error: 'Failed to delete article',
        revalidate: ['/api/admin/articles'],
      },
      deps,
    );
    expect(result).toEqual({ ok: true, value: 1 });
    expect(log.at(-2)).toEqual(['success', 'Article deleted successfully']);

    const thrown = await runAction(
      {
        run: () => {
          throw new Error('not signed in');
        },
        error: 'Failed to remove MFA',
      },
      deps,
    );
    expect(thrown.ok).toBe(false);
    expect(log.at(-1)).toEqual(['busy', false]);
  });
});

describe('isKeyOf', () => {
  it("matches an endpoint's plain and per-user SWR keys, and no other", () => {
    const matches = isKeyOf('/api/admin/ticker');
    expect(matches('/api/admin/ticker')).toBe(true);
    expect(matches(['/api/admin/ticker', 'sub-1'])).toBe(true);
    expect(matches('/api/ticker')).toBe(false);
    expect(matches(['/api/admin/articles', 'sub-1'])).toBe(false);
    expect(matches('/api/admin/ticker/order')).toBe(false);
  });
});

describe('runAction with a stalled reload', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the outcome once the wait runs out, and ends busy', async () => {
    vi.useFakeTimers();
    const { deps, log } = fakes(() => new Promise(() => undefined));
    let settled = false;
    const running = runAction(
      {
        run: () => Promise.reject(new TypeError('Failed to fetch')),
        error: () => ({ title: 'Error', description: 'Failed to book meeting' }),
        revalidate: ['/api/public/booking-pages/intro/slots'],
      },
      deps,
    ).finally(() => (settled = true));

    // Up to the last moment of the wait, the toast waits for the reload.
    await vi.advanceTimersByTimeAsync(RELOAD_WAIT_MS - 1);
    expect(settled).toBe(false);
    expect(log).toEqual([
      ['busy', true],
      ['revalidate', '/api/public/booking-pages/intro/slots'],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await running;
    expect(result.ok).toBe(false);
    expect(log).toEqual([
      ['busy', true],
      ['revalidate', '/api/public/booking-pages/intro/slots'],
      ['error', 'Error', { description: 'Failed to book meeting' }],
      ['busy', false],
    ]);
  });
});
