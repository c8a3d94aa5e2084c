import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZMyApplication, ZMyApplicationList } from '@contracts/applications/my-applications';

/*
 * The fetchers and hooks, loaded by a computed path (no `@/` alias in the unit tier) with a fake
 * API client, and SWR replaced by recorders of the keys the hooks ask for: the keys must hold the
 * signed-in user, so no account ever sees another's cached applications.
 */
const { web, apiFetch, useSWR, useSWRInfinite } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  useSWR: vi.fn(),
  useSWRInfinite: vi.fn(),
}));
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('swr', () => ({ default: useSWR }));
vi.mock('swr/infinite', () => ({ default: useSWRInfinite }));

type GetKey = (index: number, previous: { nextCursor: string | null } | null) => unknown;
let api: {
  getMyApplications: (cursor?: string | null) => Promise<unknown>;
  useMyApplications: (sub: string) => unknown;
  useMyApplication: (id: string, sub: string) => unknown;
};
beforeAll(async () => {
  const folder = 'features/my-applications/api';
  api = {
    ...(await import(/* @vite-ignore */ web(`${folder}/get-my-applications.ts`))),
    ...(await import(/* @vite-ignore */ web(`${folder}/get-my-application.ts`))),
  };
});
beforeEach(() => {
  apiFetch.mockReset().mockResolvedValue(undefined);
  useSWR.mockReset();
  useSWRInfinite.mockReset();
});

describe('my applications API', () => {
  it('fetches a page by cursor, checked against the contract', async () => {
    await api.getMyApplications();
    expect(apiFetch).toHaveBeenLastCalledWith('/api/my/applications', {
      schema: ZMyApplicationList,
    });
    await api.getMyApplications('a/b=');
    expect(apiFetch).toHaveBeenLastCalledWith('/api/my/applications?cursor=a%2Fb%3D', {
      schema: ZMyApplicationList,
    });
  });

  it("keys each page by the user and the previous page's cursor, and stops on the last", () => {
    api.useMyApplications('user-1');
    const getKey = useSWRInfinite.mock.calls[0]?.[0] as GetKey;
    expect(getKey(0, null)).toEqual(['/api/my/applications', 'user-1', '']);
    expect(getKey(1, { nextCursor: 'c2' })).toEqual(['/api/my/applications', 'user-1', 'c2']);
    expect(getKey(2, { nextCursor: null })).toBeNull();
  });

  it('keys one application by its path and the user, and fetches it by id', async () => {
    api.useMyApplication('app 1', 'user-1');
    const [key, fetcher] = useSWR.mock.calls[0] ?? [];
    expect(key).toEqual(['/api/my/applications/app%201', 'user-1']);
    await (fetcher as () => Promise<unknown>)();
    expect(apiFetch).toHaveBeenLastCalledWith('/api/my/applications/app%201', {
      schema: ZMyApplication,
    });
  });
});
