import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { readEnv, ZLambdaEnv } from '../config/env';
import { forbidden } from '../errors';
import type { HttpResult } from './http-response';

/** The header CloudFront adds to every request it forwards to the API. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const NOT_THROUGH_EDGE = 'Requests must come through the site';

/**
 * Refuses (403) a request that did not come through CloudFront: only CloudFront knows the
 * secret it adds as `x-origin-verify`, so a call straight to the API's own execute-api URL has
 * no way around the edge (its caching, headers and web ACL). The secret is read once per cold
 * start; without one (locally) every request passes.
 */
export function edgeGuard(
  secret: () => string | undefined = originVerifySecret,
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'edgeGuard',
    before: (request) => {
      const expected = secret();
      if (!expected) return;
      const sent = request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
      if (!sameSecret(sent, expected)) throw forbidden(NOT_THROUGH_EDGE);
    },
  };
}

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

let cached: { value: string | undefined } | undefined;

/** `ORIGIN_VERIFY`, read on first use. */
export function originVerifySecret(): string | undefined {
  cached ??= {
    value: readEnv('edge guard', ZLambdaEnv.pick({ ORIGIN_VERIFY: true })).ORIGIN_VERIFY,
  };
  return cached.value;
}
