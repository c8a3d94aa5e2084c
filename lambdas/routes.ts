/**
 * The one list of HTTP routes. The CDK Api stack registers each on API Gateway (with the JWT
 * authorizer unless public) and the local API server dispatches with it, so the two cannot drift.
 * Each area is one Lambda function whose entry is `lambdas/handlers/<area>/index.ts`; its routes
 * are declared in `contracts/<area>/routes.ts`.
 */
import { accountRoutes } from '@contracts/account/routes';
import { applicationRoutes } from '@contracts/applications/routes';
import { articleRoutes } from '@contracts/articles/routes';
import { bookingRoutes } from '@contracts/booking/routes';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { clientRoutes } from '@contracts/clients/routes';
import { documentRoutes } from '@contracts/documents/routes';
import { engagementRoutes } from '@contracts/engagements/routes';
import { homeRoutes } from '@contracts/home/routes';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { oauthRoutes } from '@contracts/oauth/routes';
import { recoveryRoutes } from '@contracts/recovery/routes';
import { signingRoutes } from '@contracts/signing/routes';
import { systemRoutes } from '@contracts/system/routes';
import { tickerRoutes } from '@contracts/ticker/routes';
import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { areas, type Area, type RouteContract } from '@contracts/route';

export { areas, routeKey } from '@contracts/route';
export type { Access, Area, Method } from '@contracts/route';

/** What the infrastructure reads of a route. */
export type RouteDef = Pick<RouteContract, 'method' | 'path' | 'access' | 'area'>;

/** Each area's route file; typed by `Area`, so a new area fails the type check until it has one. */
const routesByArea: Record<Area, Readonly<Record<string, RouteContract>>> = {
  system: systemRoutes,
  articles: articleRoutes,
  ticker: tickerRoutes,
  'booking-pages': bookingPageRoutes,
  booking: bookingRoutes,
  oauth: oauthRoutes,
  documents: documentRoutes,
  signing: signingRoutes,
  timesheets: timesheetRoutes,
  'timesheet-approval': timesheetApprovalRoutes,
  invoices: invoiceRoutes,
  clients: clientRoutes,
  engagements: engagementRoutes,
  home: homeRoutes,
  applications: applicationRoutes,
  account: accountRoutes,
  recovery: recoveryRoutes,
};

/** Every route of every area, in the areas' order. */
export const routes: RouteContract[] = areas.flatMap((area) => Object.values(routesByArea[area]));
