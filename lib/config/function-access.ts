/**
 * Every function's rights, each declared beside its code: the ports it declares imply theirs
 * (`definePort`'s `access`, `lambdas/deps/`), and its `access.ts` says only what no port can know:
 * an HTTP area's in `lambdas/handlers/<area>/access.ts`, the event consumers' in
 * `lambdas/events/access.ts`, the user pool trigger's in `lambdas/triggers/access.ts`. This file
 * only gathers and merges them (`accessOf`) for the stacks (and the infra tests, which prove least
 * privilege per function).
 */
import { systemAccess, systemPublicReadAccess } from '../../lambdas/handlers/system/access';
import { articlesAccess, articlesPublicReadAccess } from '../../lambdas/handlers/articles/access';
import { tickerAccess, tickerPublicReadAccess } from '../../lambdas/handlers/ticker/access';
import { bookingPagesAccess } from '../../lambdas/handlers/booking-pages/access';
import { bookingAccess, bookingPublicReadAccess } from '../../lambdas/handlers/booking/access';
import { oauthAccess } from '../../lambdas/handlers/oauth/access';
import { documentsAccess } from '../../lambdas/handlers/documents/access';
import { signingAccess } from '../../lambdas/handlers/signing/access';
import { timesheetsAccess } from '../../lambdas/handlers/timesheets/access';
import { timesheetApprovalAccess } from '../../lambdas/handlers/timesheet-approval/access';
import { invoicesAccess } from '../../lambdas/handlers/invoices/access';
import { clientsAccess } from '../../lambdas/handlers/clients/access';
import { engagementsAccess } from '../../lambdas/handlers/engagements/access';
import { homeAccess } from '../../lambdas/handlers/home/access';
import { applicationsAccess } from '../../lambdas/handlers/applications/access';
import { accountAccess } from '../../lambdas/handlers/account/access';
import { recoveryAccess } from '../../lambdas/handlers/recovery/access';
import { consumerAccess as declaredConsumerAccess } from '../../lambdas/events/access';
import type { Area } from '../../lambdas/routes';
import type { DeclaredAccess, FunctionAccess } from '../../lambdas/deps/function-access';
import { accessOf } from './port-access';

export type { AccessMode, FunctionAccess, TokenRights } from '../../lambdas/deps/function-access';
export {
  DATA_EXPORT_OBJECTS,
  EXPORT_OBJECTS,
  INVOICE_OBJECTS,
} from '../../lambdas/deps/access-groups';
export { declaredConsumerAccess };
export { postConfirmationItems } from '../../lambdas/triggers/access';

/** Each merged with what its ports imply; a function's name says which one disagrees. */
function merged<K extends string>(declared: Record<K, DeclaredAccess>): Record<K, FunctionAccess> {
  return Object.fromEntries(
    Object.entries<DeclaredAccess>(declared).map(([name, access]) => [
      name,
      accessOf(name, access),
    ]),
  ) as Record<K, FunctionAccess>;
}

/**
 * What each HTTP area declares. Typed by `Area`, so adding an area fails the type check here until
 * its `access.ts` decides what the new function may do. Every area serving signed-in routes
 * declares the closing accounts' port, which reads their marks (`accountClosureKeys`): its routes
 * refuse such an account's tokens (`middleware/http-route.ts`); the anonymous ones never read them.
 */
export const declaredAreaAccess: Record<Area, DeclaredAccess> = {
  system: systemAccess,
  articles: articlesAccess,
  ticker: tickerAccess,
  'booking-pages': bookingPagesAccess,
  booking: bookingAccess,
  oauth: oauthAccess,
  documents: documentsAccess,
  signing: signingAccess,
  timesheets: timesheetsAccess,
  'timesheet-approval': timesheetApprovalAccess,
  invoices: invoicesAccess,
  clients: clientsAccess,
  engagements: engagementsAccess,
  home: homeAccess,
  applications: applicationsAccess,
  account: accountAccess,
  recovery: recoveryAccess,
};

/** Rights of each HTTP area's function. */
export const areaAccess: Record<Area, FunctionAccess> = merged(declaredAreaAccess);

/**
 * Rights of each EventBridge, stream-relay, scheduled or invoked consumer, by consumer name.
 * Consumers come from a runtime list, so a missing entry fails synth (see `accessFor`).
 */
export const consumerAccess: Record<string, FunctionAccess> = merged(declaredConsumerAccess);

/**
 * Areas whose anonymous GET routes run in a second function of the same bundle, with read-only
 * rights on fewer partitions and nothing else: a flaw in a public read cannot write, publish or
 * mail. Written whole, since the bundle declares every port of its area; each must be a subset of
 * the area's own rights (test/infra/least-privilege.test.ts).
 * Signing's and the OAuth callback's public GETs write (a link opened; a connection stored,
 * through `calendar-consent`), so they stay with their areas.
 */
export const publicReadAccess: Partial<Record<Area, FunctionAccess>> = {
  system: systemPublicReadAccess,
  articles: articlesPublicReadAccess,
  ticker: tickerPublicReadAccess,
  booking: bookingPublicReadAccess,
};

export function accessFor(
  table: Record<string, FunctionAccess>,
  name: string,
  where: string,
): FunctionAccess {
  const access = table[name];
  if (!access) {
    throw new Error(
      `No IAM access declared for "${name}": add it to ${where} (lambdas/handlers/<area>/access.ts, lambdas/events/access.ts)`,
    );
  }
  return access;
}
