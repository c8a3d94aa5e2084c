import type * as z from 'zod';

/**
 * The API's areas. Each is one Lambda function (`lambdas/handlers/<area>/index.ts`) and one
 * route file (`contracts/<area>/routes.ts`).
 */
export const areas = [
  'system',
  'articles',
  'ticker',
  'booking-pages',
  'booking',
  'oauth',
  'documents',
  'signing',
  'timesheets',
  'timesheet-approval',
  'invoices',
  'clients',
  'engagements',
  'home',
  'applications',
  'account',
  'recovery',
] as const;
export type Area = (typeof areas)[number];

/**
 * public: no token. user: a valid token. admin: a valid token in the `admin` group whose user has
 * an authenticator app turned on (both checked by the handler, `middleware/http-route.ts`).
 */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Any zod schema, full or `zod/mini`.
export type Schema = z.core.$ZodType;

/** One endpoint as its area's route file declares it. */
export interface RouteSpec {
  method: Method;
  /** API Gateway path syntax, e.g. `/api/articles/{id}`. */
  path: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** Path parameters, each by its name in `path`; the handler gets them parsed. */
  params?: Schema;
  /**
   * When given, a path parameter that fails `params` is answered 404 with this message, as an
   * unknown id is (an id that cannot exist names nothing); otherwise 400 with the schema's message.
   * Per parameter (`{ id: 'Calendar not found', meetingId: 'Meeting not found' }`): the first one
   * listed that fails gives the message; a failing parameter not listed is a 400.
   */
  notFound?: string | Readonly<Record<string, string>>;
  query?: Schema;
  body?: Schema;
  /** The answer's shape: checked on the way out, attributes it does not name stripped. */
  response?: Schema;
  /** The media type of an answer that is not JSON (e.g. `application/xml`); described as text. */
  content?: string;
  /** Status of a non-empty answer; default 200. An empty answer is always 204. */
  status?: number;
  /** Largest JSON body taken; default 256 KB. */
  maxBodyBytes?: number;
}

/** A declared route: its spec, its area and its name in the area's file. */
export type RouteContract<S extends RouteSpec = RouteSpec> = S & {
  readonly area: Area;
  readonly name: string;
};

/**
 * An area's routes, each declared once: the CDK API, the local server, the handler's dispatch and
 * validation, the web client and the OpenAPI document all read this object.
 */
export function defineRoutes<const R extends Record<string, RouteSpec>>(
  area: Area,
  specs: R,
): { [K in keyof R]: R[K] & { readonly area: Area; readonly name: K & string } } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, area, name }]),
  ) as { [K in keyof R]: R[K] & { readonly area: Area; readonly name: K & string } };
}

/** `GET /api/articles/{id}`: API Gateway's route key. */
export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The names of a path's `{parameters}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<never, never>
  : Record<PathParamNames<P>, string | number>;

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The path to call: each `{name}` filled in, encoded, and the query's values (bar undefined and
 * null) appended in their order (SWR keys are these paths, so one request always spells the same key).
 */
export function routePath<P extends string>(
  route: { path: P },
  params: PathParams<P>,
  query?: Record<string, QueryValue>,
): string {
  const values = params as Record<string, string | number>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Path parameter ${name} missing for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What a route answers, as the client receives it. */
export type ResponseOf<C> = C extends { response: infer R extends Schema } ? z.output<R> : unknown;
/** What a route takes as its body, as the client sends it. */
export type BodyOf<C> = C extends { body: infer B extends Schema } ? z.input<B> : undefined;
