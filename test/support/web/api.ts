import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { ResponseOf, RouteContract } from '@contracts/route';
import { server } from './server';

/*
 * MSW handlers built from the route contracts (contracts/<area>/routes.ts): each names its route
 * by the contract, so the method and path are the ones the web client calls, and a test reads
 * "GET the periods answers these" in one line.
 */

/** `/api/x/{id}` in MSW's spelling, `/api/x/:id`. */
const mswPath = (route: RouteContract) => route.path.replace(/\{(\w+)\}/g, ':$1');

const handlerOf = (
  route: RouteContract,
  resolve: (request: Request, params: Record<string, string>) => Response | Promise<Response>,
): HttpHandler => {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPath(route), ({ request, params }) =>
    resolve(request, params as Record<string, string>),
  );
};

const json = (body: unknown, status: number) =>
  body === undefined
    ? new HttpResponse(null, { status: 204 })
    : HttpResponse.json(body as JsonBodyType, { status });

/** The route answers `body` (its contract's response type) every time it is called. */
export function answer<C extends RouteContract>(route: C, body: ResponseOf<C>, status = 200) {
  server.use(handlerOf(route, () => json(body, status)));
}

/** The route refuses with the API's error shape (`{ error: { code, message } }`). */
export function refuse(
  route: RouteContract,
  status: number,
  message: string,
  extra: { code?: string; fields?: Record<string, string> } = {},
) {
  server.use(
    handlerOf(route, () =>
      HttpResponse.json(
        { error: { code: extra.code ?? 'refused', message, fields: extra.fields } },
        { status },
      ),
    ),
  );
}

/** The route never answers while the test looks (its loading state stays on the screen). */
export function hang(route: RouteContract) {
  server.use(handlerOf(route, () => new Promise<Response>(() => undefined)));
}

/** One call the screen made, as the server saw it. */
export interface Call {
  url: URL;
  params: Record<string, string>;
  body: unknown;
  authorization: string | null;
  headers: Headers;
}

/**
 * The route answers `reply` (a body, or a function of the call) and keeps every call, so a test
 * can say what the screen sent.
 */
export function record<C extends RouteContract>(
  route: C,
  reply: ResponseOf<C> | ((call: Call) => ResponseOf<C>),
  status = 200,
): Call[] {
  const calls: Call[] = [];
  server.use(
    handlerOf(route, async (request, params) => {
      const text = await request.text();
      const call: Call = {
        url: new URL(request.url),
        params,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: request.headers.get('authorization'),
        headers: request.headers,
      };
      calls.push(call);
      const body = typeof reply === 'function' ? (reply as (c: Call) => unknown)(call) : reply;
      return json(body, status);
    }),
  );
  return calls;
}
