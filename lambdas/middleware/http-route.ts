import { randomUUID } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { closeAccountMessages } from '@contracts/account/close-account';
import { noDeps, type DepsDeclaration, type DepsProvider } from '../deps/define-deps';
import type { RouteContract } from '@contracts/route';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import type { ClosedAccounts } from '../ports/closed-accounts';
import type { UserDirectory } from '../ports/user-directory';
import type { Access } from '../routes';
import { requireAdminMfa } from './admin-mfa';
import {
  acceptCorrelationId,
  CORRELATION_HEADER,
  correlationId,
  withCorrelationId,
} from './correlation';
import { edgeGuard } from './edge-guard';
import { toErrorResult } from './error-result';
import { boundedAnswer, isRawResponse, jsonResponse, type HttpResult } from './http-response';
import { readIdentity, type Identity } from './identity';
import { acceptsNoBody, defaultMaxBodyBytes, jsonBody } from './json-body';
import { getLogger, type Logger } from './logger';
import { recordRouteServerError } from './metrics';
import { functionTelemetry } from './telemetry';
import { validateInput } from './validate-input';

// Any zod schema, full or `zod/mini` (the contracts the web app loads first use the mini build).
type Schema = z.core.$ZodType;
type RawMap = Record<string, string | undefined>;

export interface RouteInput<A extends Access, B, Q, P, D> {
  body: B extends Schema ? z.output<B> : undefined;
  query: Q extends Schema ? z.output<Q> : RawMap;
  params: P extends Schema ? z.output<P> : RawMap;
  /** From verified JWT claims only. Never null on user and admin routes. */
  identity: A extends 'public' ? Identity | null : Identity;
  /** The event as received (body unparsed). */
  event: APIGatewayProxyEventV2;
  context: Context;
  /** The declared ports only; each is built on its first access, once per cold start. */
  readonly deps: D;
  /** The function's logger, carrying this request's id, route key and correlation id. */
  log: Logger;
}

export type RouteResult<R> =
  (R extends Schema ? z.input<R> : unknown) | HttpResult | undefined | void;

export type HttpHandler = ((
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<HttpResult>) & {
  readonly access: Access;
  /** The declaration the route was given (its area's). */
  readonly deps: DepsDeclaration;
  /** The contract it serves (`contracts/<area>/routes.ts`). */
  readonly route: RouteContract;
};

type SchemaOf<C, K extends string> = C extends { [P in K]: infer S extends Schema } ? S : undefined;

/** What a route's handler adds to its contract: the area's ports. */
export interface RouteWiring<D> {
  /**
   * The area's ports (`handlers/<area>/deps.ts`, shared by all its routes): `fn` gets exactly
   * these as `deps`, each built on first use. Absent: the route reaches nothing outside itself.
   * An admin route's area must declare `users`: the access check asks it whether the caller
   * has an authenticator app (`admin-mfa.ts`). Every signed-in route's area must declare
   * `closedAccounts`: the access check asks it whether the caller's account is being closed.
   */
  deps?: DepsProvider<D>;
}

/**
 * Lambda's context as the route's steps pass it on (middy's way to hand per-invocation values
 * down the chain): the event as it came and the caller, read once by `routeRequest`.
 */
interface RouteContext extends Context {
  readonly route: { original: APIGatewayProxyEventV2; identity: Identity | null };
}

const routeOf = (context: Context) => (context as RouteContext).route;

/**
 * One route, as its contract declares it (`contracts/<area>/routes.ts`): access check, JSON body,
 * validation of path, query and body, then `fn`, whose answer is checked against the contract's
 * `response`; every failure turned into the API's error shape. The returned function is the
 * Lambda handler for that route (and what an area's dispatcher calls).
 */
export function httpRoute<C extends RouteContract, D extends object = Record<never, never>>(
  route: C,
  wiring: RouteWiring<D>,
  fn: (
    input: RouteInput<
      C['access'],
      SchemaOf<C, 'body'>,
      SchemaOf<C, 'query'>,
      SchemaOf<C, 'params'>,
      D
    >,
  ) => Promise<RouteResult<SchemaOf<C, 'response'>>>,
): HttpHandler {
  // The loosely typed view of `fn` the pipeline calls; the signature above holds it to `route`.
  const run = fn as unknown as (
    input: RouteInput<Access, Schema, Schema, Schema, object>,
  ) => Promise<unknown>;
  // Without `deps`, D can only be its default (no ports), which is what noDeps offers.
  const provider = (wiring.deps ?? noDeps) as unknown as DepsProvider<object>;
  // Refused when the module loads, so an area that forgets the port fails every test that
  // imports it rather than answering 500 to administrators.
  if (route.access === 'admin' && !('users' in provider.ports)) {
    throw new Error("An admin route's deps must declare `users` (the admin MFA check)");
  }
  // Likewise: a signed-in route that could not tell a closing account would serve its tokens.
  if (route.access !== 'public' && !('closedAccounts' in provider.ports)) {
    throw new Error("A signed-in route's deps must declare `closedAccounts` (closed accounts)");
  }
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResult> => {
    const { original, identity } = routeOf(context);
    if (route.params && route.notFound !== undefined) {
      const parsed = z.safeParse(route.params, event.pathParameters ?? {});
      const message = parsed.success ? undefined : notFoundMessage(route.notFound, parsed.error);
      if (message !== undefined) throw notFound(message);
    }
    const input = validateInput({
      ...(route.params && {
        params: { schema: route.params, value: event.pathParameters ?? {} },
      }),
      ...(route.query && {
        query: { schema: route.query, value: event.queryStringParameters ?? {} },
      }),
      ...(route.body && { body: { schema: route.body, value: event.body } }),
    });
    const result = await run({
      body: input.body,
      query: input.query ?? original.queryStringParameters ?? {},
      params: input.params ?? original.pathParameters ?? {},
      identity,
      event: original,
      context,
      deps: provider.deps,
      log: getLogger(),
    } as RouteInput<Access, Schema, Schema, Schema, object>);
    if (isRawResponse(result)) {
      const { statusCode, headers, body, cookies } = result;
      return boundedAnswer({
        statusCode,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(cookies?.length ? { cookies } : {}),
      });
    }
    if (result === undefined) return jsonResponse(204, undefined);
    return boundedAnswer(
      jsonResponse(
        route.status ?? 200,
        route.response ? checkResponse(route.response, result) : result,
      ),
    );
  };

  const pipeline = middy<APIGatewayProxyEventV2, HttpResult>()
    .use(functionTelemetry())
    .use(routeRequest())
    .use(countServerErrors())
    .use(edgeGuard())
    .use(requireAccess(route.access, () => provider.deps as unknown as AccessPorts))
    .use(
      route.body
        ? jsonBody(route.maxBodyBytes ?? defaultMaxBodyBytes, acceptsNoBody(route.body))
        : [],
    )
    .use(errorAnswer())
    .handler(core);

  // Under the request's correlation id (`correlation.ts`): what it publishes or mails carries it.
  const handler = (event: APIGatewayProxyEventV2, context?: Context) =>
    withCorrelationId(correlationIdOf(event, context), () =>
      pipeline(event, context ?? ({} as Context)),
    );
  return Object.assign(handler, { access: route.access, deps: provider, route });
}

const requestIdOf = (event: APIGatewayProxyEventV2, context?: Context) =>
  event.requestContext?.requestId ?? context?.awsRequestId ?? '';

/** The caller's id when it sends one (a page, another service), else this request's own. */
function correlationIdOf(event: APIGatewayProxyEventV2, context?: Context): string {
  const header = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === CORRELATION_HEADER,
  )?.[1];
  return acceptCorrelationId(header) ?? (requestIdOf(event, context) || randomUUID());
}

/**
 * The request's first step: a copy of the event for the steps after it (the body parser's rewrite
 * never reaches the caller's object), the caller read from the verified claims, and the request's
 * keys on the logger's lines until the invocation ends.
 */
function routeRequest(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'routeRequest',
    before: (request) => {
      const original = request.event;
      request.event = { ...original, headers: lowerCaseKeys(original.headers) };
      const route: RouteContext['route'] = { original, identity: readIdentity(original) };
      request.context = { ...request.context, route } as RouteContext;
      const awsRequestId = request.context.awsRequestId;
      getLogger().appendKeys({
        requestId: requestIdOf(original, request.context),
        routeKey: original.routeKey ?? '',
        correlationId: correlationId(),
        ...(awsRequestId ? { awsRequestId } : {}),
      });
    },
  };
}

/** `RouteServerErrors` for an answer of 500 or above (flushed with the invocation's metrics). */
function countServerErrors(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  const count = (request: { event: APIGatewayProxyEventV2; response?: HttpResult | null }) => {
    if ((request.response?.statusCode ?? 500) >= 500)
      recordRouteServerError(request.event.routeKey ?? '');
  };
  return { name: 'countServerErrors', after: count, onError: count };
}

/** The 404 message for path parameters that failed their schema, if one of them names it. */
function notFoundMessage(
  spec: string | Readonly<Record<string, string>>,
  error: z.core.$ZodError,
): string | undefined {
  if (typeof spec === 'string') return spec;
  const failed = new Set(error.issues.map((issue) => issue.path[0]));
  return Object.entries(spec).find(([name]) => failed.has(name))?.[1];
}

/** What the access check reads: `users` on admin routes only. */
interface AccessPorts {
  users: UserDirectory;
  closedAccounts: ClosedAccounts;
}

function requireAccess(
  access: Access,
  ports: () => AccessPorts,
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'requireAccess',
    before: async (request) => {
      if (access === 'public') return;
      const { identity } = routeOf(request.context);
      // API Gateway's authorizer rejected bad tokens already; this guards against its absence.
      if (!identity) throw unauthorized();
      // A closure revokes the sessions, but an access token already issued stays valid until it
      // expires: the account's mark refuses it from the moment the closure was asked for.
      if (await ports().closedAccounts.isClosed(identity.sub))
        throw unauthorized(closeAccountMessages.closed);
      if (access !== 'admin') return;
      if (!identity.isAdmin) throw forbidden("You don't have admin privileges");
      await requireAdminMfa(identity, ports().users);
    },
  };
}

function errorAnswer(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'errorAnswer',
    onError: (request) => {
      request.response = toErrorResult(request.error, getLogger());
    },
  };
}

function checkResponse(schema: Schema, result: unknown): unknown {
  const parsed = z.safeParse(schema, result);
  if (parsed.success) return parsed.data;
  // The handler broke its own contract: a server fault, logged with the issues, answered as 500.
  throw new AppError('internal', 'Response does not match its contract', { cause: parsed.error });
}

function lowerCaseKeys(headers: APIGatewayProxyEventV2['headers'] | undefined) {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers ?? {})) out[k.toLowerCase()] = v;
  return out;
}
