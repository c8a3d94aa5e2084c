import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZLambdaEnv } from '../../../../lambdas/config/env';
import { clockPort } from '../../../../lambdas/deps/clock';
import { defineDeps, definePort, resetDeps } from '../../../../lambdas/deps/define-deps';
import { documentsPort } from '../../../../lambdas/deps/files';
import type { Clock } from '../../../../lambdas/ports/clock';

afterEach(() => {
  vi.unstubAllEnvs();
  resetDeps();
});

/** A clock port that counts its builds and remembers the TABLE_NAME it was built with. */
function countingPort() {
  const build = vi.fn((env: { TABLE_NAME: string }) => ({
    now: () => new Date(0),
    builtWith: env.TABLE_NAME,
  }));
  return { build, port: definePort({ env: ZLambdaEnv.pick({ TABLE_NAME: true }), build }) };
}

describe('defineDeps', () => {
  it('builds no port when declared, only the one that is read', () => {
    vi.stubEnv('TABLE_NAME', 'app');
    const counted = countingPort();
    const { deps } = defineDeps({ clock: counted.port, ids: definePort({ build: vi.fn() }) });
    expect(counted.build).not.toHaveBeenCalled();
    expect(deps.clock.now()).toEqual(new Date(0));
    expect(counted.build).toHaveBeenCalledTimes(1);
  });

  it('builds a port once and hands out the same instance afterwards', () => {
    vi.stubEnv('TABLE_NAME', 'app');
    const counted = countingPort();
    const { deps } = defineDeps({ clock: counted.port });
    const first = deps.clock;
    expect(deps.clock).toBe(first);
    expect(counted.build).toHaveBeenCalledTimes(1);
  });

  it('serves fakes instead of the real ports until the override is lifted', () => {
    vi.stubEnv('TABLE_NAME', 'app');
    const counted = countingPort();
    const provider = defineDeps({ clock: counted.port });
    const fake: Clock = { now: () => new Date('2025-06-01T12:00:00.000Z') };
    provider.override({ clock: fake });
    expect(provider.deps.clock).toBe(fake);
    expect(counted.build).not.toHaveBeenCalled();
    provider.override(undefined);
    expect(provider.deps.clock).not.toBe(fake);
    expect(counted.build).toHaveBeenCalledTimes(1);
  });

  it('fails with the variable and the port named, and only when that port is used', () => {
    vi.stubEnv('DOCUMENTS_BUCKET', undefined);
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
    const { deps } = defineDeps({ documents: documentsPort, clock: clockPort });
    expect(deps.clock.now()).toBeInstanceOf(Date);
    expect(() => deps.documents).toThrow(
      'The documents port cannot be built: DOCUMENTS_BUCKET is not set',
    );
    vi.stubEnv('DOCUMENTS_BUCKET', 'docs');
    expect(deps.documents.presignGet).toBeTypeOf('function');
  });

  it('names a variable that is set but malformed', () => {
    vi.stubEnv('TABLE_NAME', '');
    const { deps } = defineDeps({ clock: countingPort().port });
    expect(() => deps.clock).toThrow(/The clock port cannot be built: TABLE_NAME is invalid/);
  });

  it('drops every built port on reset, so the next use reads the environment again', () => {
    vi.stubEnv('TABLE_NAME', 'first');
    const counted = countingPort();
    const { deps } = defineDeps({ clock: counted.port });
    const other = defineDeps({ clock: counted.port });
    expect(deps.clock).toMatchObject({ builtWith: 'first' });
    expect(other.deps.clock).toMatchObject({ builtWith: 'first' });
    vi.stubEnv('TABLE_NAME', 'second');
    resetDeps();
    expect(deps.clock).toMatchObject({ builtWith: 'second' });
    expect(other.deps.clock).toMatchObject({ builtWith: 'second' });
    expect(counted.build).toHaveBeenCalledTimes(4);
  });

  it('offers the declared ports only, and lets nobody replace them', () => {
    const provider = defineDeps({ clock: clockPort });
    expect(Object.keys(provider.deps)).toEqual(['clock']);
    expect(Object.keys(provider.ports)).toEqual(['clock']);
    expect(() => Object.assign(provider.deps, { clock: undefined })).toThrow(TypeError);
  });
});
