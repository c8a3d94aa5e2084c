import { describe, expect, it } from 'vitest';
import {
  connectedSignInMessages as m,
  SIGN_IN_CONNECTED,
  SIGN_IN_DISCONNECTED,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { AppError } from '../../../../../lambdas/errors';
import type { Identity } from '../../../../../lambdas/middleware/identity';
import {
  SignInTaken,
  type ConnectedIdentity,
  type ConnectedSignIns,
} from '../../../../../lambdas/ports/connected-sign-ins';
import {
  SignInProviderError,
  type SignInClient,
  type SignInProviders,
} from '../../../../../lambdas/ports/sign-in-providers';
import type { TableItem } from '../../../../../lambdas/ports/table';
import { disconnectSignIn } from '../../../../../lambdas/services/account/disconnect-sign-in';
import {
  finishSignInConnection,
  SignInRefusal,
} from '../../../../../lambdas/services/account/finish-sign-in-connection';
import { listSignIns } from '../../../../../lambdas/services/account/list-sign-ins';
import {
  SIGN_IN_STATE_TTL_SECONDS,
  signInStateKey,
} from '../../../../../lambdas/services/account/sign-in-state-item';
import { startSignInConnection } from '../../../../../lambdas/services/account/start-sign-in-connection';
import { MemoryTable } from '../../support/memory-table';

const NOW = new Date('2026-05-12T14:03:00.000Z');

const identity = (overrides: Partial<Identity> = {}): Identity => ({
  sub: 'sub-1',
  username: 'sub-1',
  groups: [],
  isAdmin: false,
  passwordSignIn: true,
  ...overrides,
});

/** The pool in memory: one native user's identities, linked and unlinked as Cognito would. */
function pool(identities: ConnectedIdentity[] = [], opts: { native?: boolean } = {}) {
  const calls: string[] = [];
  let taken = new Set<string>();
  const port: ConnectedSignIns & { calls: string[]; identities: ConnectedIdentity[] } = {
    calls,
    identities,
    async read() {
      return { native: opts.native ?? true, identities: [...port.identities] };
    },
    async link(username, provider, userId) {
      calls.push(`link ${username} ${provider} ${userId}`);
      if (taken.has(`${provider}|${userId}`)) throw new SignInTaken('taken');
      port.identities.push({ provider, userId, connectedAt: NOW });
    },
    async unlink(provider, userId) {
      calls.push(`unlink ${provider} ${userId}`);
      port.identities = port.identities.filter(
        (i) => !(i.provider === provider && i.userId === userId),
      );
    },
  };
  return Object.assign(port, {
    take: (provider: string, userId: string) => (taken = new Set([`${provider}|${userId}`])),
  });
}

function providers(
  opts: { configured?: TSignInProvider[]; identify?: SignInProviders['identify'] } = {},
) {
  const configured = opts.configured ?? ['Google', 'Microsoft', 'LinkedIn'];
  const seen: { provider: string; nonce?: string; codeVerifier: string }[] = [];
  const port: SignInProviders = {
    client: (provider): SignInClient | undefined =>
      configured.includes(provider)
        ? {
            provider,
            clientId: `${provider}-pool-client`,
            authorizeUrl: `https://${provider.toLowerCase()}.test/authorize`,
            redirectUri: 'https://app.example.com/account/sign-ins/callback',
            usesNonce: provider !== 'LinkedIn',
          }
        : undefined,
    identify:
      opts.identify ??
      (async (provider, input) => {
        seen.push({ provider, codeVerifier: input.codeVerifier, nonce: input.nonce });
        return { sub: `${provider}-person` };
      }),
  };
  return { port, seen };
}

function deps(opts: { pool?: ReturnType<typeof pool>; providers?: SignInProviders } = {}) {
  const table = new MemoryTable();
  let n = 0;
  return {
    table,
    clock: { now: () => NOW },
    ids: { newId: () => `change-${++n}` },
    signIns: opts.pool ?? pool(),
    signInProviders: opts.providers ?? providers().port,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const outboxOf = (table: MemoryTable) =>
  [...table.items.values()].filter((item) => String(item.PK).startsWith('OUTBOX'));

/** Starts a connection and answers its state, as the provider would send it back. */
async function started(d: ReturnType<typeof deps>, provider: TSignInProvider = 'Google') {
  const { url } = await startSignInConnection(d, { identity: identity(), provider });
  return new URL(url).searchParams.get('state') ?? '';
}

describe('starting a connection', () => {
  it('stores a single-use state and answers the provider’s screen with PKCE and a nonce', async () => {
    const d = deps();
    const { url } = await startSignInConnection(d, { identity: identity(), provider: 'Google' });
    const params = new URL(url).searchParams;
    expect(params.get('client_id')).toBe('Google-pool-client');
    expect(params.get('redirect_uri')).toBe('https://app.example.com/account/sign-ins/callback');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('prompt')).toBe('select_account');
    const state = params.get('state') ?? '';
    // The one item written is the state, under its own key.
    expect(d.table.items.size).toBe(1);
    const [item] = [...d.table.items.values()];
    expect(item).toMatchObject(signInStateKey(state));
    expect(item).toMatchObject({
      userId: 'sub-1',
      provider: 'Google',
      nonce: params.get('nonce'),
      ttl: NOW.getTime() / 1000 + SIGN_IN_STATE_TTL_SECONDS,
    });
    // The verifier stays on the server; only its challenge travels.
    expect(url).not.toContain(String(item?.codeVerifier));
  });

  it('sends LinkedIn no nonce', async () => {
    const d = deps();
    const { url } = await startSignInConnection(d, { identity: identity(), provider: 'LinkedIn' });
    expect(new URL(url).searchParams.has('nonce')).toBe(false);
  });

  it('refuses a session that did not come from the password sign-in', async () => {
    const d = deps();
    const error = await refusal(
      startSignInConnection(d, {
        identity: identity({ passwordSignIn: false }),
        provider: 'Google',
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'reauthenticate',
      m.passwordRequired,
    ]);
    expect(d.table.items.size).toBe(0);
  });

  it('refuses a user the pool made for a federated sign-in', async () => {
    const d = deps({ pool: pool([], { native: false }) });
    expect(
      (await refusal(startSignInConnection(d, { identity: identity(), provider: 'Google' })))
        .status,
    ).toBe(403);
  });

  it('answers 503 for a provider this deployment has no client for', async () => {
    const d = deps({ providers: providers({ configured: ['Google'] }).port });
    const error = await refusal(
      startSignInConnection(d, { identity: identity(), provider: 'Microsoft' }),
    );
    expect([error.status, error.message]).toEqual([503, m.notConfigured('Microsoft')]);
  });

  it('refuses a provider already connected', async () => {
    const d = deps({ pool: pool([{ provider: 'Google', userId: 'g-1' }]) });
    const error = await refusal(
      startSignInConnection(d, { identity: identity(), provider: 'Google' }),
    );
    expect([error.status, error.message]).toEqual([409, m.alreadyConnected('Google')]);
  });
});

describe('finishing a connection', () => {
  it('links the verified sub to the caller and announces it once, in the outbox', async () => {
    const p = providers();
    const d = deps({ providers: p.port });
    const state = await started(d, 'Microsoft');
    const answer = await finishSignInConnection(d, { identity: identity(), code: 'c', state });
    expect(answer).toEqual({ provider: 'Microsoft', connectedAt: NOW.toISOString() });
    expect(d.signIns.calls).toEqual(['link sub-1 Microsoft Microsoft-person']);
    // The nonce sent with the screen is the one the token must carry.
    expect(p.seen[0]?.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [event] = outboxOf(d.table) as (TableItem & { detail: string })[];
    expect(event?.detailType).toBe(SIGN_IN_CONNECTED);
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({
      changeId: 'change-1',
      sub: 'sub-1',
      username: 'sub-1',
      provider: 'Microsoft',
      at: NOW.toISOString(),
    });
    // The state is spent.
    const again = await refusal(
      finishSignInConnection(d, { identity: identity(), code: 'c', state }),
    );
    expect([again.status, again.message]).toEqual([400, m.expired]);
  });

  it("refuses another user's state and leaves it for its owner", async () => {
    const d = deps();
    const state = await started(d);
    const error = await refusal(
      finishSignInConnection(d, { identity: identity({ sub: 'sub-2' }), code: 'c', state }),
    );
    expect([error.status, error.message]).toEqual([400, m.expired]);
    await expect(
      finishSignInConnection(d, { identity: identity(), code: 'c', state }),
    ).resolves.toMatchObject({ provider: 'Google' });
  });

  it('refuses an expired state', async () => {
    const d = deps();
    const state = await started(d);
    const later = { now: () => new Date(NOW.getTime() + SIGN_IN_STATE_TTL_SECONDS * 1000) };
    const error = await refusal(
      finishSignInConnection({ ...d, clock: later }, { identity: identity(), code: 'c', state }),
    );
    expect(error.message).toBe(m.expired);
    expect(d.signIns.calls).toEqual([]);
  });

  it('refuses a federated session before spending the state', async () => {
    const d = deps();
    const state = await started(d);
    const error = await refusal(
      finishSignInConnection(d, {
        identity: identity({ passwordSignIn: false }),
        code: 'c',
        state,
      }),
    );
    expect(error.status).toBe(403);
    expect(d.table.items.size).toBe(1);
  });

  it('turns a provider refusal into plain words, telling refusal from unreachability', async () => {
    for (const [status, message] of [
      [400, m.refused('Google')],
      [undefined, m.unreachable('Google')],
    ] as const) {
      const d = deps({
        providers: providers({
          identify: async () => {
            throw new SignInProviderError('no', status);
          },
        }).port,
      });
      const state = await started(d);
      const error = await finishSignInConnection(d, {
        identity: identity(),
        code: 'c',
        state,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignInRefusal);
      expect((error as SignInRefusal).message).toBe(message);
      expect(d.signIns.calls).toEqual([]);
    }
  });

  it('refuses an identity that is someone else’s, writing nothing', async () => {
    const p = pool();
    p.take('Google', 'Google-person');
    const d = deps({ pool: p });
    const state = await started(d);
    const error = await refusal(
      finishSignInConnection(d, { identity: identity(), code: 'c', state }),
    );
    expect([error.status, error.message]).toEqual([409, m.taken('Google')]);
    expect(outboxOf(d.table)).toEqual([]);
  });

  it('takes a refused link that Cognito made all the same as made', async () => {
    const p = pool();
    const d = deps({ pool: p });
    const state = await started(d);
    p.link = async (username, provider, userId) => {
      p.identities.push({ provider, userId });
      throw new SignInTaken('refused, yet linked');
    };
    await expect(
      finishSignInConnection(d, { identity: identity(), code: 'c', state }),
    ).resolves.toMatchObject({ provider: 'Google' });
    expect(outboxOf(d.table)).toHaveLength(1);
  });

  it('undoes the link when its notice cannot be written', async () => {
    const d = deps();
    const state = await started(d);
    d.table.beforeWrite = (op) => {
      if (op.op === 'put' && String(op.item.PK).startsWith('OUTBOX')) throw new Error('down');
    };
    await expect(
      finishSignInConnection(d, { identity: identity(), code: 'c', state }),
    ).rejects.toThrow('down');
    expect(d.signIns.calls).toEqual([
      'link sub-1 Google Google-person',
      'unlink Google Google-person',
    ]);
    expect((await d.signIns.read('sub-1'))?.identities).toEqual([]);
  });
});

describe('disconnecting', () => {
  it('removes the account’s own identity of the provider and announces it', async () => {
    const p = pool([{ provider: 'Google', userId: 'g-1' }]);
    const d = deps({ pool: p });
    await disconnectSignIn(d, { identity: identity(), provider: 'Google' });
    expect(p.calls).toEqual(['unlink Google g-1']);
    expect(outboxOf(d.table).map((e) => e.detailType)).toEqual([SIGN_IN_DISCONNECTED]);
  });

  it('answers 404 for a provider not connected, and 403 for a federated session', async () => {
    const d = deps();
    const missing = await refusal(
      disconnectSignIn(d, { identity: identity(), provider: 'Google' }),
    );
    expect([missing.status, missing.message]).toEqual([404, m.notConnected('Google')]);
    const federated = await refusal(
      disconnectSignIn(deps({ pool: pool([{ provider: 'Google', userId: 'g-1' }]) }), {
        identity: identity({ passwordSignIn: false }),
        provider: 'Google',
      }),
    );
    expect(federated.status).toBe(403);
  });

  it('links the identity back when its notice cannot be written', async () => {
    const p = pool([{ provider: 'Google', userId: 'g-1' }]);
    const d = deps({ pool: p });
    d.table.beforeWrite = () => {
      throw new Error('down');
    };
    await expect(disconnectSignIn(d, { identity: identity(), provider: 'Google' })).rejects.toThrow(
      'down',
    );
    expect(p.calls).toEqual(['unlink Google g-1', 'link sub-1 Google g-1']);
  });
});

describe('listing', () => {
  it('says whether the session may change them', async () => {
    const d = deps({ pool: pool([{ provider: 'LinkedIn', userId: 'li-1', connectedAt: NOW }]) });
    const mine = await listSignIns(d, { identity: identity() });
    expect(mine.canChange).toBe(true);
    expect(mine.signIns.find((s) => s.provider === 'LinkedIn')).toMatchObject({
      connected: true,
      connectedAt: NOW.toISOString(),
    });
    expect(
      (await listSignIns(d, { identity: identity({ passwordSignIn: false }) })).canChange,
    ).toBe(false);
  });
});
