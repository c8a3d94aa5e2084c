import { routes, type RouteDef } from '../../lambdas/routes';

/**
 * What anonymous callers may take of the product, so a handful of addresses cannot push every
 * user into 429 (docs/decisions.md, "Nobody mails strangers through the product" and "Public
 * routes are limited per caller"). The per-IP rates are enforced by CloudFront's web ACL
 * (`lib/stacks/edge-security-stack.ts`); the concurrency by the Lambda service, per function
 * (`lib/stacks/api-stack.ts`). No API Gateway throttle is shared by the anonymous routes alone:
 * such a bucket is one that a few addresses empty for every visitor.
 */

/** Bookings (each mails the visitor and the owner) per source IP in 5 minutes. */
export const BOOKING_RATE_PER_IP = 20;

/**
 * Anonymous reads (a booking page and its free times, a visitor's or signer's link, articles,
 * the ticker) per source IP in 5 minutes: a visitor leafing through weeks of free times makes a
 * few dozen; sized for an office of visitors behind one address.
 */
export const PUBLIC_READ_RATE_PER_IP = 600;

/**
 * The API stage's throttle (requests per second), shared by every caller: a ceiling on the whole
 * API, not a limit on anyone. Sized so that it is out of reach of a few addresses, which the web
 * ACL stops first: 100 callers each at the edge's per-IP rate stay below it
 * (test/infra/public-limits.test.ts).
 */
export const API_STAGE_THROTTLE = { rateLimit: 1000, burstLimit: 2000 };

/**
 * Reserved concurrency of every function that serves an anonymous route, keyed by its id in the
 * API or Realtime stack: each is capped at this many concurrent runs, so a flood of public calls
 * is throttled there and never takes the account's concurrency from the signed-in areas. An
 * anonymous route therefore never shares a function with signed-in ones: the health check, the
 * articles, the ticker and the booking page's reads run in read-only functions of their own, the
 * client's approval link in its own area. Sized well above a busy day (a call takes tens of
 * milliseconds) and, together, far below the account's 1,000
 * (test/infra/public-limits.test.ts holds all of this).
 */
export const PUBLIC_FUNCTION_CONCURRENCY: Readonly<Record<string, number>> = {
  SystemPublicReads: 10,
  Booking: 20,
  BookingPublicReads: 50,
  Signing: 20,
  Oauth: 10,
  ArticlesPublicReads: 50,
  TickerPublicReads: 50,
  TimesheetApproval: 20,
  // The sign-in with a recovery code: rare, and each also limited per address.
  Recovery: 10,
  // The live channel's WebSocket routes (Realtime stack): every open landing page connects.
  WsConnect: 50,
  WsDisconnect: 50,
  WsPing: 20,
};

/** The fixed start of a route's path, up to its first parameter. */
const fixedPrefix = (path: string) => path.split('{')[0]!;

/** The fixed starts of the routes' paths, shortest first and none covered by another. */
function prefixesOf(table: readonly RouteDef[]): string[] {
  const prefixes = [...new Set(table.map((r) => fixedPrefix(r.path)))].sort(
    (a, b) => a.length - b.length,
  );
  return prefixes.filter((p, i) => !prefixes.slice(0, i).some((shorter) => p.startsWith(shorter)));
}

/**
 * The path prefixes of every anonymous write in the route table (bookings, cancellations, a
 * visitor's moves of their meeting, signing), shortest first and none covered by another: what
 * the web ACL's public-write rate rule matches, so a new public write is limited without a second
 * list to keep.
 */
export const publicWritePrefixes = (table: readonly RouteDef[] = routes): string[] =>
  prefixesOf(table.filter((r) => r.access === 'public' && r.method !== 'GET'));

/** The path prefixes of every anonymous read (GET) in the route table, as for the writes. */
export const publicReadPrefixes = (table: readonly RouteDef[] = routes): string[] =>
  prefixesOf(table.filter((r) => r.access === 'public' && r.method === 'GET'));

/** The methods of every anonymous write in the route table. */
export const publicWriteMethods = (table: readonly RouteDef[] = routes): string[] => [
  ...new Set(table.filter((r) => r.access === 'public' && r.method !== 'GET').map((r) => r.method)),
];

/**
 * The public booking route (the write that mails an address the caller chose) as the web ACL
 * matches it: the fixed start of its path and the fixed end after its last parameter.
 */
export function bookingPath(table: readonly RouteDef[] = routes): {
  startsWith: string;
  endsWith: string;
} {
  const route = table.find(
    (r) => r.access === 'public' && r.method === 'POST' && r.path.endsWith('/bookings'),
  );
  if (!route) throw new Error('No public booking route in lambdas/routes.ts');
  return { startsWith: fixedPrefix(route.path), endsWith: route.path.split('}').at(-1)! };
}
