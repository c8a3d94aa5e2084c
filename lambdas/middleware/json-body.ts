import type { MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { AppError } from '../errors';

export const defaultMaxBodyBytes = 256 * 1024;

/**
 * Whether a route's body schema takes an absent body (`.prefault({})`: a body of options only,
 * each with its default).
 */
export const acceptsNoBody = (schema: z.core.$ZodType): boolean =>
  z.safeParse(schema, undefined).success;

/**
 * Size check, then middy's JSON parser, whose answers (415 for both a wrong content type and bad
 * JSON) are turned into ours: 415 for the content type, 400 for JSON that does not parse. An
 * empty body is refused unless `optional`; then the schema reads it as `undefined`.
 */
export function jsonBody(
  maxBytes: number,
  optional = false,
): MiddlewareObj<APIGatewayProxyEventV2> {
  const parser = httpJsonBodyParser<APIGatewayProxyEventV2>();
  return {
    name: 'jsonBody',
    before: async (request) => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === null || body === '') {
        if (optional) {
          request.event.body = undefined;
          return;
        }
        throw new AppError('invalid_json', 'A JSON request body is required');
      }
      if (Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8') > maxBytes) {
        throw new AppError(
          'payload_too_large',
          `The request body is larger than the ${Math.floor(maxBytes / 1024)} KB limit`,
        );
      }
      try {
        await parser.before?.(request);
      } catch (err) {
        throw translateParserError(err);
      }
    },
  };
}

function translateParserError(err: unknown): unknown {
  const { statusCode, message } = (err ?? {}) as { statusCode?: number; message?: string };
  if (statusCode !== 415) return err;
  if (message === 'Unsupported Media Type') {
    return new AppError('unsupported_media_type', 'Content-Type must be application/json', {
      cause: err,
    });
  }
  return new AppError('invalid_json', 'The request body is not valid JSON', { cause: err });
}
