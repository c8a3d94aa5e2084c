import {
  routePath,
  type BodyOf,
  type PathParams,
  type QueryValue,
  type ResponseOf,
  type RouteContract,
} from '@contracts/route';
// Through the alias, as a feature imports it, so a test's stand-in for the client serves both.
import { apiFetch, type ApiOptions } from '@/lib/api-client';

export interface CallOptions<C extends RouteContract> {
  params?: PathParams<C['path']>;
  query?: Record<string, QueryValue>;
  body?: BodyOf<C>;
  /** Checks the answer's shape (pass the route's `response`) where a screen relies on it. */
  schema?: ApiOptions<ResponseOf<C>>['schema'];
  /** Public routes go without the token unless this says `false`. */
  anonymous?: boolean;
  headers?: Record<string, string>;
}

/**
 * Calls one route of the API by its contract (`contracts/<area>/routes.ts`): its method, its path
 * with the parameters filled in and encoded, and the answer typed by its response schema. Only
 * what differs from a plain signed-in GET is passed on.
 */
export function callApi<C extends RouteContract>(
  route: C,
  { params, query, body, schema, anonymous, headers }: CallOptions<C> = {},
): Promise<ResponseOf<C>> {
  const path = routePath(route, params ?? ({} as PathParams<C['path']>), query);
  return apiFetch<ResponseOf<C>>(path, {
    ...(route.method !== 'GET' && { method: route.method }),
    ...(body !== undefined && { body }),
    ...(schema && { schema }),
    ...((anonymous ?? route.access === 'public') && { anonymous: true }),
    ...(headers && { headers }),
  });
}
