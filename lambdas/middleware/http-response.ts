import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { TApiError } from '@contracts/errors';

export type HttpResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
};

const jsonHeaders = { 'content-type': 'application/json' };

export function jsonResponse(statusCode: number, body: unknown): HttpResult {
  if (body === undefined) return { statusCode: 204, headers: {} };
  return { statusCode, headers: { ...jsonHeaders }, body: JSON.stringify(body) };
}

export function errorResponse(statusCode: number, error: TApiError['error']): HttpResult {
  return jsonResponse(statusCode, { error });
}

const rawMark = Symbol('vciso.rawResponse');

/**
 * For the few routes that answer with something other than JSON (an OAuth callback's redirect or
 * HTML page): the route returns `respond(...)` and it goes out as is.
 */
export function respond(result: {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
  /** `Set-Cookie` values (API Gateway's payload 2.0 `cookies`). */
  cookies?: string[];
}): HttpResult & { [rawMark]: true } {
  return {
    statusCode: result.statusCode,
    headers: result.headers ?? {},
    body: result.body,
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
    [rawMark]: true,
  };
}

export function isRawResponse(value: unknown): value is HttpResult {
  return typeof value === 'object' && value !== null && rawMark in value;
}

/**
 * Lambda refuses an answer above 6 MB with an invocation error (a bare 502 at the edge, no log
 * of ours). Paged lists keep every answer far below this; should one still grow past it, the
 * route fails here instead, as a logged 500 that names the route and the size.
 */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export class AnswerTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`The answer is ${bytes} bytes, above the ${MAX_ANSWER_BYTES} bytes a route may send`);
    this.name = 'AnswerTooLarge';
  }
}

/** The result as is when its body is within `MAX_ANSWER_BYTES`; else throws `AnswerTooLarge`. */
export function boundedAnswer<T extends HttpResult>(result: T, limit = MAX_ANSWER_BYTES): T {
  const bytes = result.body === undefined ? 0 : Buffer.byteLength(result.body, 'utf8');
  if (bytes > limit) throw new AnswerTooLarge(bytes);
  return result;
}
