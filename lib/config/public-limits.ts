import { routes, type RouteDef } from '../../lambdas/routes';

/**
 * What anonymous callers may take of the product, so a handful of addresses cannot push every
 * user into 429 (docs/decisions.md, "Nobody mails strangers through the product"). The per-IP
 * rates are enforced by CloudFront's web ACL (`lib/stacks/edge-security-stack.ts`); the
 * concurrency by the Lambda service, per function (`lib/stacks/api-stack.ts`).
 */

/** Bookings (each mails the visitor and the owner) per source IP in 5 minutes. */
export const BOOKING_RATE_PER_IP = 20;

/**
 * Reserved concurrency of the functions that serve only anonymous routes, keyed by the API
 * stack's function id: each is capped at this many concurrent runs, so a flood of public calls is
 * throttled there and never takes the account's concurrency from the signed-in areas. Sized well
 * above a busy day (a call takes tens of milliseconds) and, together, far below the account's
 * 1,000. The `system` area also answers `/api/me`, so it is not capped.
 */
export const PUBLIC_FUNCTION_CONCURRENCY: Readonly<Record<string, number>> = {
  Booking: 20,
  BookingPublicReads: 50,
  Signing: 20,
  Oauth: 10,
  ArticlesPublicReads: 50,
  TickerPublicReads: 50,
};

/** The fixed start of a route's path, up to its first parameter. */
const fixedPrefix = (path: string) => path.split('{')[0]!;

/**
 * The path prefixes of every anonymous write in the route table (bookings, cancellations,
 * signing), shortest first and none covered by another: what the web ACL's public-write rate
 * rule matches, so a new public write is limited without a second list to keep.
 */
export function publicWritePrefixes(table: readonly RouteDef[] = routes): string[] {
  const prefixes = [
    ...new Set(
      table
        .filter((r) => r.access === 'public' && r.method !== 'GET')
        .map((r) => fixedPrefix(r.path)),
    ),
  ].sort((a, b) => a.length - b.length);
  return prefixes.filter((p, i) => !prefixes.slice(0, i).some((shorter) => p.startsWith(shorter)));
}

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
