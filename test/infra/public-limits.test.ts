import type { CfnElement, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../lambdas/routes';
import {
  API_STAGE_THROTTLE,
  BOOKING_RATE_PER_IP,
  PUBLIC_FUNCTION_CONCURRENCY,
  PUBLIC_READ_RATE_PER_IP,
} from '../../lib/config/public-limits';
import { EDGE_RATE_PER_IP, PUBLIC_WRITE_RATE_PER_IP } from '../../lib/stacks/edge-security-stack';
import { nagFindings, synthApp } from './support/app';

// One synthesis (with real esbuild bundling and the cdk-nag checks) for the whole file.
const built = synthApp();
const { stacks } = built;

/** A WAF statement as synthesized (PascalCase keys). */
interface Statement {
  AndStatement?: { Statements: Statement[] };
  OrStatement?: { Statements: Statement[] };
  ByteMatchStatement?: {
    FieldToMatch: { UriPath?: object; Method?: object };
    PositionalConstraint: 'STARTS_WITH' | 'ENDS_WITH' | 'EXACTLY';
    SearchString: string;
  };
}

interface Rule {
  Name: string;
  Action?: { Block?: object };
  Statement: { RateBasedStatement?: { Limit: number; ScopeDownStatement?: Statement } };
}

/** Whether a request of `method` to `path` falls under the statement, as WAF reads it. */
function matches(statement: Statement, method: string, path: string): boolean {
  if (statement.AndStatement)
    return statement.AndStatement.Statements.every((s) => matches(s, method, path));
  if (statement.OrStatement)
    return statement.OrStatement.Statements.some((s) => matches(s, method, path));
  const byte = statement.ByteMatchStatement;
  if (!byte) throw new Error(`Unexpected statement ${JSON.stringify(statement)}`);
  const value = byte.FieldToMatch.Method ? method : path;
  if (byte.PositionalConstraint === 'STARTS_WITH') return value.startsWith(byte.SearchString);
  if (byte.PositionalConstraint === 'ENDS_WITH') return value.endsWith(byte.SearchString);
  return value === byte.SearchString;
}

const edgeRules = (): Rule[] => {
  const [acl] = Object.values(built.template(stacks.edge).findResources('AWS::WAFv2::WebACL'));
  return (acl as { Properties: { Rules: Rule[] } }).Properties.Rules;
};

/** A rate rule's limit and whether a route's request counts towards it. */
function rateRule(name: string) {
  const rule = edgeRules().find((r) => r.Name === name);
  expect(rule, name).toBeDefined();
  expect(rule!.Action).toEqual({ Block: {} });
  const rate = rule!.Statement.RateBasedStatement!;
  const request = (route: RouteDef) =>
    [route.method, route.path.replace(/\{\w+\}/g, 'x1')] as const;
  return {
    limit: rate.Limit,
    counts: (route: RouteDef) => matches(rate.ScopeDownStatement!, ...request(route)),
  };
}

const isPublicWrite = (r: RouteDef) => r.access === 'public' && r.method !== 'GET';

describe('per-IP rate rules on the public writes', () => {
  it('limits every anonymous write of the route table, and nothing a signed-in user sends', () => {
    const rule = rateRule('RatePublicWritesPerIp');
    expect(rule.limit).toBe(PUBLIC_WRITE_RATE_PER_IP);
    const writes = routes.filter(isPublicWrite);
    expect(writes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/public/booking-pages/{slug}/bookings',
        '/api/public/bookings/by-link/cancel',
        '/api/public/bookings/by-link/reschedule',
      ]),
    );
    for (const route of routes)
      expect(rule.counts(route), `${route.method} ${route.path}`).toBe(isPublicWrite(route));
  });

  it('limits booking, which mails an address the visitor chose, more tightly still', () => {
    const rule = rateRule('RateBookingsPerIp');
    expect(rule.limit).toBe(BOOKING_RATE_PER_IP);
    expect(rule.limit).toBeLessThan(PUBLIC_WRITE_RATE_PER_IP);
    const counted = routes.filter((route) => rule.counts(route));
    expect(counted.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/public/booking-pages/{slug}/bookings',
    ]);
  });
});

describe('public routes are limited per caller', () => {
  const isPublicRead = (r: RouteDef) => r.access === 'public' && r.method === 'GET';

  it('limits every anonymous read of the route table per IP, and nothing a signed-in user sends', () => {
    const rule = rateRule('RatePublicReadsPerIp');
    expect(rule.limit).toBe(PUBLIC_READ_RATE_PER_IP);
    expect(rule.limit).toBeLessThan(EDGE_RATE_PER_IP);
    expect(rule.limit).toBeGreaterThan(PUBLIC_WRITE_RATE_PER_IP);
    expect(routes.filter(isPublicRead).map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/public/booking-pages/{slug}/slots',
        '/api/public/bookings/by-link',
        '/api/public/bookings/by-link/slots',
      ]),
    );
    for (const route of routes)
      expect(rule.counts(route), `${route.method} ${route.path}`).toBe(isPublicRead(route));
  });

  it('puts every anonymous route under a per-IP rule stricter than the edge’s', () => {
    const rules = ['RatePublicReadsPerIp', 'RatePublicWritesPerIp'].map(rateRule);
    for (const route of routes.filter((r) => r.access === 'public'))
      expect(
        rules.some((rule) => rule.counts(route)),
        `${route.method} ${route.path}`,
      ).toBe(true);
  });

  it('shares no API throttle a few addresses could empty for every visitor', () => {
    const stage = Object.values(
      built.template(stacks.api).findResources('AWS::ApiGatewayV2::Stage'),
    )[0] as {
      Properties: {
        DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
        RouteSettings?: Record<string, unknown>;
      };
    };
    // No route of its own: anonymous routes have no bucket of theirs shared by all visitors.
    expect(stage.Properties.RouteSettings ?? {}).toEqual({});
    // The stage's ceiling is out of reach of a few addresses: 100 callers at the edge's per-IP
    // rate stay below it, and the web ACL blocks each of them first.
    const { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst } =
      stage.Properties.DefaultRouteSettings;
    expect(rate).toBe(API_STAGE_THROTTLE.rateLimit);
    expect(burst).toBe(API_STAGE_THROTTLE.burstLimit);
    expect(rate).toBeGreaterThanOrEqual((100 * EDGE_RATE_PER_IP) / 300);
    expect(burst).toBeGreaterThanOrEqual(rate);
  });
});

describe('reserved concurrency', () => {
  type Fn = { node: { id: string }; fn: { node: { defaultChild?: unknown } } };
  const reservedOf = (fn: Fn) =>
    (fn.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions;

  type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
  /**
   * The function id behind each route of a stack's API, found through its template (route →
   * integration → function), with whether the route lets anonymous callers in.
   */
  function routeFunctions(stack: Stack, functions: Fn[]) {
    const resources = built.template(stack).toJSON().Resources as Resources;
    const idOf = (fn: Fn) => stack.getLogicalId(fn.fn.node.defaultChild as CfnElement);
    return Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((route) => {
        const target = JSON.stringify(route.Properties.Target);
        const integration = Object.entries(resources).find(
          ([id, r]) => r.Type === 'AWS::ApiGatewayV2::Integration' && target.includes(`"${id}"`),
        )?.[1];
        const uri = JSON.stringify(integration?.Properties.IntegrationUri);
        const fn = functions.find((f) => uri.includes(`"${idOf(f)}"`));
        expect(fn, String(route.Properties.RouteKey)).toBeDefined();
        return {
          routeKey: String(route.Properties.RouteKey),
          anonymous: route.Properties.AuthorizationType === 'NONE',
          fn: fn!,
        };
      });
  }
  const served = [
    ...routeFunctions(stacks.api, [
      ...stacks.api.functions.values(),
      ...stacks.api.publicReaders.values(),
    ]),
    ...routeFunctions(stacks.realtime, [...stacks.realtime.routeFunctions.values()]),
  ];
  const anonymousFunctions = new Set(served.filter((r) => r.anonymous).map((r) => r.fn));

  it('caps every function that serves an anonymous route, HTTP or WebSocket, as configured', () => {
    // Every anonymous route of the table is found behind a function.
    const anonymousRoutes = served.filter((r) => r.anonymous).map((r) => r.routeKey);
    for (const route of routes.filter((r) => r.access === 'public'))
      expect(anonymousRoutes).toContain(`${route.method} ${route.path}`);
    expect(anonymousRoutes).toEqual(expect.arrayContaining(['$connect', '$disconnect', 'ping']));
    for (const fn of anonymousFunctions) {
      const reserved = reservedOf(fn);
      expect(reserved, fn.node.id).toBe(PUBLIC_FUNCTION_CONCURRENCY[fn.node.id]);
      expect(reserved, fn.node.id).toBeGreaterThan(0);
    }
    // Every configured cap lands on such a function.
    expect([...anonymousFunctions].map((fn) => fn.node.id).sort()).toEqual(
      Object.keys(PUBLIC_FUNCTION_CONCURRENCY).sort(),
    );
  });

  it("runs the client's approval link and the health check apart from signed-in routes", () => {
    const behind = (key: string) => served.find((r) => r.routeKey === key)!.fn;
    const approval = behind('POST /api/public/timesheet-approval/approve');
    expect(approval.node.id).toBe('TimesheetApproval');
    expect(behind('GET /api/public/timesheet-approval')).toBe(approval);
    expect(behind('POST /api/public/timesheet-approval/query')).toBe(approval);
    expect(behind('GET /api/booking-pages/{id}/timesheet')).not.toBe(approval);
    expect(behind('GET /api/health')).not.toBe(behind('GET /api/me'));
    // No function serves both anonymous and signed-in callers.
    for (const route of served.filter((r) => !r.anonymous))
      expect(anonymousFunctions.has(route.fn), route.routeKey).toBe(false);
  });

  it('leaves the signed-in areas the shared pool, with the caps well below the account limit', () => {
    for (const [area, fn] of stacks.api.functions)
      if (!anonymousFunctions.has(fn)) expect(reservedOf(fn), area).toBeUndefined();
    const total = Object.values(PUBLIC_FUNCTION_CONCURRENCY).reduce((a, b) => a + b, 0);
    // AWS keeps at least 100 of an account's default 1,000 unreserved.
    expect(total).toBeLessThanOrEqual(900);
  });
});

describe('cdk-nag', () => {
  it('reports no finding with the rules and caps in place', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
