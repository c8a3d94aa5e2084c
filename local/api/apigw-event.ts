import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteMatch } from './route-match';

export type JwtAuthorizer = APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'];

/** Bodies API Gateway passes as text; everything else arrives base64-encoded. */
const textType =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;

/** `12/Mar/2020:19:03:58 +0000`, the format of `requestContext.time`. */
export function apiGatewayTime(date: Date): string {
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Duplicates joined with commas, as payload format 2.0 does for headers and query strings. */
function joinDuplicates(entries: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of entries) out[key] = key in out ? `${out[key]},${value}` : value;
  return out;
}

export function newRequestId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The API Gateway HTTP API (payload format 2.0) event for one request, as close to AWS as matters
 * to a handler: lower-case headers without `cookie` (cookies have their own array), absent rather
 * than empty optional fields, `authorizer` only on routes that have one.
 */
/**
 * What an event is built from: an incoming request, or the same parts without a socket (the
 * handler bench invokes routes directly, as Lambda does, to leave the HTTP stand-in out).
 */
export type EventSource = Pick<IncomingMessage, 'method' | 'headersDistinct' | 'httpVersion'> & {
  socket: Pick<IncomingMessage['socket'], 'remoteAddress' | 'localPort'>;
};

export function buildEvent(args: {
  req: EventSource;
  url: URL;
  rawPath: string;
  rawQueryString: string;
  body: Buffer;
  match: RouteMatch;
  requestId: string;
  authorizer?: JwtAuthorizer;
}): APIGatewayProxyEventV2 {
  const { req, match } = args;
  const now = new Date();
  const headerEntries: Array<[string, string]> = [];
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name === 'cookie' || !values) continue;
    for (const value of values) headerEntries.push([name, value]);
  }
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headerEntries.push(['x-forwarded-for', sourceIp], ['x-forwarded-proto', 'http']);
  headerEntries.push(['x-forwarded-port', String(req.socket.localPort ?? '')]);
  const headers = joinDuplicates(headerEntries);

  const cookies = (req.headersDistinct.cookie ?? [])
    .flatMap((line) => line.split(';'))
    .map((c) => c.trim())
    .filter(Boolean);
  const query = [...args.url.searchParams.entries()];
  const hasBody = args.body.length > 0;
  const isText = textType.test(headers['content-type'] ?? 'application/json');
  const domainName = headers.host ?? 'localhost';

  const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: JwtAuthorizer } } = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: args.rawPath,
    rawQueryString: args.rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(query.length ? { queryStringParameters: joinDuplicates(query) } : {}),
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method ?? 'GET',
        path: args.rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: args.requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
      ...(args.authorizer ? { authorizer: args.authorizer } : {}),
    },
    ...(hasBody
      ? { body: isText ? args.body.toString('utf8') : args.body.toString('base64') }
      : {}),
    isBase64Encoded: hasBody && !isText,
  };
  return event;
}
