import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '../../contracts/link-token';
import { routeKey, routes } from '../../lambdas/routes';
import { synthApp } from './support/app';

// One synthesis (with real esbuild bundling) for the whole file.
const built = synthApp();
const { stacks } = built;

type Resources = Record<string, { Properties: Record<string, unknown> }>;
const resources = (stack: (typeof stacks)[keyof typeof stacks], type: string) =>
  Object.values(built.template(stack).findResources(type) as Resources);

/** The routes behind personal links (signing, booking cancel, signed copy). */
const linkRoutes = routes.filter((r) =>
  /^\/api\/(sign|signed-copy|public\/bookings)(\/|$)/.test(r.path),
);

/** Managed CloudFront policies (CachingDisabled, AllViewerExceptHostHeader). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behavior {
  PathPattern: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId: unknown;
  AllowedMethods: string[];
}

/** Whether a CloudFront path pattern (`*` any characters, `?` one) matches `path`. */
function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

describe('personal link tokens stay out of every log', () => {
  it('routes no personal link with its token in the path, in the table or on the API', () => {
    expect(linkRoutes.map(routeKey).sort()).toEqual(
      [
        'GET /api/public/bookings/by-link',
        'POST /api/public/bookings/by-link/cancel',
        'GET /api/public/bookings/by-link/slots',
        'POST /api/public/bookings/by-link/reschedule',
        'GET /api/sign',
        'POST /api/sign/consent',
        'POST /api/sign/sign',
        'POST /api/sign/decline',
        'GET /api/signed-copy',
      ].sort(),
    );
    for (const route of routes) expect(route.path, routeKey(route)).not.toMatch(/token/i);
    const deployed = resources(stacks.api, 'AWS::ApiGatewayV2::Route').map(
      (r) => r.Properties.RouteKey as string,
    );
    expect(deployed).toEqual(expect.arrayContaining(linkRoutes.map(routeKey)));
    for (const key of deployed) expect(key).not.toMatch(/token/i);
  });

  it('logs the API route key, never the path, query string or a request header', () => {
    const [stage] = resources(stacks.api, 'AWS::ApiGatewayV2::Stage');
    const format = (stage!.Properties.AccessLogSettings as { Format: string }).Format;
    const fields = Object.values(JSON.parse(format) as Record<string, string>);
    expect(fields).toContain('$context.routeKey');
    for (const field of fields)
      expect(field).not.toMatch(/\$context\.(path|http\.path|resourcePath)|querystring|header/i);
  });

  it('sends the link routes to the API uncached, with the token header let through', () => {
    const [distribution] = resources(stacks.web, 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig as { CacheBehaviors: Behavior[] };
    for (const route of linkRoutes) {
      // CloudFront serves a request with the first behaviour whose pattern matches.
      const behavior = config.CacheBehaviors.find((b) => patternMatches(b.PathPattern, route.path));
      expect(behavior, route.path).toBeDefined();
      expect(behavior!.CachePolicyId, route.path).toBe(CACHING_DISABLED);
      // Every viewer header reaches the API, the token header with them.
      expect(behavior!.OriginRequestPolicyId, route.path).toBe(ALL_VIEWER_EXCEPT_HOST);
      expect(behavior!.AllowedMethods, route.path).toContain(route.method);
    }
  });

  it('keeps the token header out of the edge logs', () => {
    const [distribution] = resources(stacks.web, 'AWS::CloudFront::Distribution');
    const logging = (
      distribution!.Properties.DistributionConfig as { Logging?: { IncludeCookies?: boolean } }
    ).Logging;
    // Standard logs record no request header but the referrer and user agent; cookies stay out.
    expect(logging).toBeDefined();
    expect(logging!.IncludeCookies ?? false).toBe(false);
    const [waf] = resources(stacks.edge, 'AWS::WAFv2::LoggingConfiguration');
    expect(waf!.Properties.RedactedFields).toEqual(
      expect.arrayContaining([{ SingleHeader: { Name: LINK_TOKEN_HEADER } }, { UriPath: {} }]),
    );
  });
});
