import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const json = (statusCode: number, value: unknown): HttpAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/** API Gateway's own answers, byte for byte what the SPA sees in AWS. */
export const gatewayAnswers = {
  notFound: () => json(404, { message: 'Not Found' }),
  unauthorized: (reason?: string) => {
    const answer = json(401, { message: 'Unauthorized' });
    if (reason && reason !== 'no bearer token') {
      answer.headers['www-authenticate'] =
        `Bearer scope="" error="invalid_token" error_description="${reason.replace(/"/g, "'")}"`;
    }
    return answer;
  },
  internalError: () => json(500, { message: 'Internal Server Error' }),
};

const isStructured = (value: unknown): value is APIGatewayProxyStructuredResultV2 =>
  typeof value === 'object' && value !== null && 'statusCode' in value;

/**
 * Payload format 2.0 response rules: a result with `statusCode` is used as given; anything else
 * (an object, a string, a number) is a 200 `application/json` whose body is the value — objects
 * serialised, strings as they are.
 */
export function toHttpAnswer(result: unknown): HttpAnswer {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(body),
    };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { statusCode: result.statusCode ?? 200, headers, body };
}

export function send(res: ServerResponse, answer: HttpAnswer): void {
  res.writeHead(answer.statusCode, {
    ...answer.headers,
    'content-length': String(answer.body.length),
  });
  res.end(answer.body);
}
