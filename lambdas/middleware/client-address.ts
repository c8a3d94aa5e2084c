import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The header CloudFront adds with the viewer's own address and port (`198.51.100.7:46532`,
 * `2001:db8::1:443`): behind CloudFront, API Gateway's `sourceIp` is the edge's address.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The IP in a `CloudFront-Viewer-Address` value, or undefined when it is not `ip:port`. The port
 * is whatever follows the last colon, which also splits CloudFront's unbracketed IPv6 form.
 */
export function viewerAddressIp(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  const colon = text.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(text.slice(colon + 1))) return undefined;
  const ip = text.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

/**
 * The address of the client that made a request: the one place the product reads a caller's IP.
 * In AWS every request has passed the edge guard, so it came through CloudFront, which sets the
 * viewer-address header itself; locally the API server is the edge and there is no such header,
 * so the socket address it puts in `sourceIp` is the client's.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  return (
    viewerAddressIp(event.headers?.[VIEWER_ADDRESS_HEADER]) ??
    event.requestContext?.http?.sourceIp ??
    ''
  );
}
