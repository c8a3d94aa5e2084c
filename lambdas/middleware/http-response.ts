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
