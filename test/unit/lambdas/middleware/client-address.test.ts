import { describe, expect, it } from 'vitest';
import { clientAddress, viewerAddressIp } from '../../../../lambdas/middleware/client-address';
import { apiEvent } from '../support/api-event';

/** A request as the API receives it: `sourceIp` is the edge's (here 127.0.0.1). */
const from = (headers: Record<string, string>) =>
  clientAddress(apiEvent({ routeKey: 'POST /api/sign/consent', headers }));

describe('the client address of a request', () => {
  it('reads an IPv4 viewer address without its port', () => {
    expect(from({ 'cloudfront-viewer-address': '198.51.100.7:46532' })).toBe('198.51.100.7');
  });

  it('reads an IPv6 viewer address, taking the port off the end only', () => {
    expect(from({ 'cloudfront-viewer-address': '2001:db8::1:443' })).toBe('2001:db8::1');
    expect(from({ 'cloudfront-viewer-address': '2001:db8:0:0:0:0:0:8:51234' })).toBe(
      '2001:db8:0:0:0:0:0:8',
    );
    expect(from({ 'cloudfront-viewer-address': '[2001:db8::7]:8443' })).toBe('2001:db8::7');
  });

  it('falls back to the socket address when there is no viewer header', () => {
    expect(from({})).toBe('127.0.0.1');
  });

  it('falls back to the socket address when the viewer header is not ip:port', () => {
    for (const value of [
      '',
      '198.51.100.7',
      '198.51.100.7:',
      ':443',
      '198.51.100.7:https',
      '198.51.100.7:123456',
      'evil.example:443',
      '999.1.1.1:80',
      '198.51.100.7:80, 203.0.113.9:80',
    ]) {
      expect(from({ 'cloudfront-viewer-address': value }), value).toBe('127.0.0.1');
    }
  });

  it('finds no address in a missing value or in an IPv6 address without its port', () => {
    expect(viewerAddressIp(undefined)).toBeUndefined();
    // Its last group is taken for the port, and what is left is not an address.
    expect(viewerAddressIp('2001:db8:1:2::')).toBeUndefined();
  });
});
