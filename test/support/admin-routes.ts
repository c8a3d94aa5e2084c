import { expect } from 'vitest';
import { routes } from '../../lambdas/routes';
import type { Caller } from './api-session';

/** Every route only administrators may call. */
export const adminRoutes = routes.filter((r) => r.access === 'admin');

export const routeLabel = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * Calls every admin route, with a made-up id for each path parameter (the access check comes
 * first), and expects each to refuse the caller with 403 and this error.
 */
export async function expectEveryAdminRouteRefused(
  caller: Caller,
  error: { code: string; message: string },
): Promise<void> {
  for (const route of adminRoutes) {
    const res = await caller.call(route.method, route.path.replace(/\{(\w+)\}/g, 'no-such-$1'));
    expect(res.status, routeLabel(route)).toBe(403);
    expect(res.body, routeLabel(route)).toEqual({ error });
  }
}
