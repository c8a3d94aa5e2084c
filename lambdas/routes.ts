/**
 * The one list of HTTP routes. The CDK Api stack registers each on API Gateway (with the JWT
 * authorizer unless public) and the local API server dispatches with it, so the two cannot drift.
 * Each area is one Lambda function whose entry is `lambdas/handlers/<area>/index.ts`; its routes
 * are declared in `contracts/<area>/routes.ts`.
 */
import { articleRoutes } from '@contracts/articles/routes';
import type { Area, RouteContract } from '@contracts/route';

export { areas, routeKey } from '@contracts/route';
export type { Access, Area, Method } from '@contracts/route';

/** What the infrastructure reads of a route. */
export type RouteDef = Pick<RouteContract, 'method' | 'path' | 'access'> & { area: Area };

export const routes: RouteDef[] = [
  { method: 'GET', path: '/api/health', area: 'system', access: 'public' },
  { method: 'GET', path: '/api/me', area: 'system', access: 'user' },
  // 204 when the caller may use the admin routes: the admin screens ask before they open.
  { method: 'GET', path: '/api/admin/access', area: 'system', access: 'admin' },

  ...Object.values(articleRoutes),

  // Ticker: active messages for the landing page, management for admins.
  { method: 'GET', path: '/api/ticker', area: 'ticker', access: 'public' },
  { method: 'GET', path: '/api/admin/ticker', area: 'ticker', access: 'admin' },
  { method: 'POST', path: '/api/admin/ticker', area: 'ticker', access: 'admin' },
  { method: 'PUT', path: '/api/admin/ticker/order', area: 'ticker', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/ticker/{id}', area: 'ticker', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/ticker/{id}', area: 'ticker', access: 'admin' },

  // Booking pages: each owner's calendars, their meetings and connected calendars.
  { method: 'GET', path: '/api/calendars', area: 'calendars', access: 'user' },
  { method: 'POST', path: '/api/calendars', area: 'calendars', access: 'user' },
  { method: 'GET', path: '/api/calendars/{id}', area: 'calendars', access: 'user' },
  { method: 'PATCH', path: '/api/calendars/{id}', area: 'calendars', access: 'user' },
  { method: 'DELETE', path: '/api/calendars/{id}', area: 'calendars', access: 'user' },
  {
    method: 'GET',
    path: '/api/calendars/{id}/deletion-impact',
    area: 'calendars',
    access: 'user',
  },
  { method: 'GET', path: '/api/calendars/{id}/meetings', area: 'calendars', access: 'user' },
  { method: 'POST', path: '/api/calendars/{id}/meetings', area: 'calendars', access: 'user' },
  // The owner's changes to one meeting: delete an event added by hand; cancel or move a booked one.
  {
    method: 'DELETE',
    path: '/api/calendars/{id}/meetings/{meetingId}',
    area: 'calendars',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/meetings/{meetingId}/cancel',
    area: 'calendars',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/meetings/{meetingId}/reschedule',
    area: 'calendars',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/calendars/{id}/meetings/{meetingId}/slots',
    area: 'calendars',
    access: 'user',
  },
  // The calendar providers this site can connect (their OAuth client is configured).
  { method: 'GET', path: '/api/calendar-providers', area: 'calendars', access: 'user' },
  { method: 'GET', path: '/api/calendars/{id}/connections', area: 'calendars', access: 'user' },
  { method: 'POST', path: '/api/calendars/{id}/connections', area: 'calendars', access: 'user' },
  {
    method: 'DELETE',
    path: '/api/calendars/{id}/connections/{connectionId}',
    area: 'calendars',
    access: 'user',
  },
  { method: 'POST', path: '/api/calendars/{id}/sync', area: 'calendars', access: 'user' },
  {
    method: 'POST',
    path: '/api/calendars/{id}/oauth/{provider}',
    area: 'calendars',
    access: 'user',
  },
  // Date overrides: one date's own hours, or none (a holiday), in the page's zone.
  {
    method: 'GET',
    path: '/api/calendars/{id}/date-overrides',
    area: 'calendars',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/calendars/{id}/date-overrides/{date}',
    area: 'calendars',
    access: 'user',
  },
  {
    method: 'DELETE',
    path: '/api/calendars/{id}/date-overrides/{date}',
    area: 'calendars',
    access: 'user',
  },

  // Calendar OAuth: the provider sends the owner's popup back here after consent (public: the
  // single-use state, not a token, ties it to the owner and the page).
  { method: 'GET', path: '/api/oauth/{provider}/callback', area: 'oauth', access: 'public' },

  // Public booking: the page behind /book/{slug}, its free times, and booking one.
  { method: 'GET', path: '/api/public/calendars/{slug}', area: 'booking', access: 'public' },
  { method: 'GET', path: '/api/public/calendars/{slug}/slots', area: 'booking', access: 'public' },
  // A write, so not in the read-only function: syncs the page's stale connected calendars.
  {
    method: 'POST',
    path: '/api/public/calendars/{slug}/refresh',
    area: 'booking',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/public/calendars/{slug}/bookings',
    area: 'booking',
    access: 'public',
  },
  // The visitor's personal cancel link (mailed with the confirmation): the meeting, and cancelling
  // it. Personal links send their token in a header (`contracts/link-token.ts`), never the path.
  { method: 'GET', path: '/api/public/bookings/by-link', area: 'booking', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/bookings/by-link/cancel',
    area: 'booking',
    access: 'public',
  },
  // The visitor moves their meeting by the same link: the free times it may move to, and the move.
  { method: 'GET', path: '/api/public/bookings/by-link/slots', area: 'booking', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/bookings/by-link/reschedule',
    area: 'booking',
    access: 'public',
  },
  // The client's answer from their approval link: public (the link's token in its header), in a
  // function of its own whose concurrency is capped apart from the consultants' timesheets.
  {
    method: 'GET',
    path: '/api/public/timesheet-approval',
    area: 'timesheet-approval',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/public/timesheet-approval/approve',
    area: 'timesheet-approval',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/public/timesheet-approval/query',
    area: 'timesheet-approval',
    access: 'public',
  },
  // Timesheets of a booking page: the period's overview, time entries, submitting and approving,
  // and exports (made by the export consumer).
  { method: 'GET', path: '/api/calendars/{id}/timesheet', area: 'timesheets', access: 'user' },
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-entries',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-meetings',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-entries',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-entries/{entryId}',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/calendars/{id}/timesheet-entries/{entryId}',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'DELETE',
    path: '/api/calendars/{id}/timesheet-entries/{entryId}',
    area: 'timesheets',
    access: 'user',
  },
  // Submitted periods: submit (mailing the client an approval link), resend, reopen.
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-periods',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-periods',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-periods/{periodId}',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-periods/{periodId}/reopen',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-periods/{periodId}/send',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-exports',
    area: 'timesheets',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-exports/{exportId}',
    area: 'timesheets',
    access: 'user',
  },
  // Invoices of approved periods, numbered per consultant; credit notes cancel them.
  {
    method: 'POST',
    path: '/api/calendars/{id}/timesheet-periods/{periodId}/invoices',
    area: 'timesheets',
    access: 'user',
  },
  // What the approved period's invoice would bill, shown before it is issued.
  {
    method: 'GET',
    path: '/api/calendars/{id}/timesheet-periods/{periodId}/invoice-preview',
    area: 'timesheets',
    access: 'user',
  },
  { method: 'GET', path: '/api/invoices', area: 'timesheets', access: 'user' },
  { method: 'GET', path: '/api/invoices/{invoiceId}', area: 'timesheets', access: 'user' },
  { method: 'POST', path: '/api/invoices/{invoiceId}/send', area: 'timesheets', access: 'user' },
  {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/credit-note',
    area: 'timesheets',
    access: 'user',
  },
  // The professional's profile: their name to clients and visitors, and their invoices' seller
  // details (saving it names them on their booking pages too).
  { method: 'GET', path: '/api/profile', area: 'timesheets', access: 'user' },
  { method: 'PUT', path: '/api/profile', area: 'timesheets', access: 'user' },
  // A booking page's billing settings: client, default rate, currency, tax and payment terms.
  { method: 'GET', path: '/api/calendars/{id}/billing', area: 'timesheets', access: 'user' },
  { method: 'PUT', path: '/api/calendars/{id}/billing', area: 'timesheets', access: 'user' },
  // The person's one running timer: started on a page, stopped into a draft entry of it.
  { method: 'POST', path: '/api/calendars/{id}/timer', area: 'timesheets', access: 'user' },
  { method: 'GET', path: '/api/timer', area: 'timesheets', access: 'user' },
  { method: 'POST', path: '/api/timer/stop', area: 'timesheets', access: 'user' },
  { method: 'DELETE', path: '/api/timer', area: 'timesheets', access: 'user' },

  // Documents: each owner's libraries and documents, signer setup, fields, sending.
  { method: 'GET', path: '/api/libraries', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/libraries', area: 'documents', access: 'user' },
  { method: 'GET', path: '/api/libraries/{id}', area: 'documents', access: 'user' },
  { method: 'PATCH', path: '/api/libraries/{id}', area: 'documents', access: 'user' },
  { method: 'DELETE', path: '/api/libraries/{id}', area: 'documents', access: 'user' },
  { method: 'GET', path: '/api/libraries/{id}/documents', area: 'documents', access: 'user' },
  // Every document of the owner, whatever library it is in (or none).
  { method: 'GET', path: '/api/documents', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/documents', area: 'documents', access: 'user' },
  { method: 'PUT', path: '/api/documents/{id}/library', area: 'documents', access: 'user' },
  {
    method: 'POST',
    path: '/api/documents/{id}/upload-complete',
    area: 'documents',
    access: 'user',
  },
  { method: 'GET', path: '/api/documents/{id}', area: 'documents', access: 'user' },
  { method: 'DELETE', path: '/api/documents/{id}', area: 'documents', access: 'user' },
  { method: 'GET', path: '/api/documents/{id}/download-url', area: 'documents', access: 'user' },
  { method: 'PUT', path: '/api/documents/{id}/workflow', area: 'documents', access: 'user' },
  { method: 'PUT', path: '/api/documents/{id}/fields', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/documents/{id}/send', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/documents/{id}/void', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/documents/{id}/extend', area: 'documents', access: 'user' },
  { method: 'PUT', path: '/api/documents/{id}/reminders', area: 'documents', access: 'user' },
  {
    method: 'POST',
    path: '/api/documents/{id}/apply-template',
    area: 'documents',
    access: 'user',
  },
  // Templates: a prepared document's roles and fields, to start new documents from.
  { method: 'GET', path: '/api/templates', area: 'documents', access: 'user' },
  { method: 'POST', path: '/api/templates', area: 'documents', access: 'user' },
  { method: 'DELETE', path: '/api/templates/{id}', area: 'documents', access: 'user' },
  {
    method: 'POST',
    path: '/api/documents/{id}/signers/{order}/resend',
    area: 'documents',
    access: 'user',
  },

  // Signing: a signer's personal link (public: the hashed single-use token, sent in its header,
  // is the credential).
  { method: 'GET', path: '/api/sign', area: 'signing', access: 'public' },
  { method: 'POST', path: '/api/sign/consent', area: 'signing', access: 'public' },
  { method: 'POST', path: '/api/sign/sign', area: 'signing', access: 'public' },
  { method: 'POST', path: '/api/sign/decline', area: 'signing', access: 'public' },
  // A signer's personal link to the sealed copy, from the completion mail.
  { method: 'GET', path: '/api/signed-copy', area: 'signing', access: 'public' },

  // Applications: professionals, role requests and partners submit (signed in), with the
  // professional's photo uploaded first; administrators screen them and match roles.
  { method: 'POST', path: '/api/applications/photos', area: 'applications', access: 'user' },
  { method: 'POST', path: '/api/applications/ciso', area: 'applications', access: 'user' },
  { method: 'POST', path: '/api/applications/role', area: 'applications', access: 'user' },
  { method: 'POST', path: '/api/applications/partner', area: 'applications', access: 'user' },
  // "Quick Fill with LinkedIn" for any signed-in account: LinkedIn's consent screen, then the
  // profile it shared (never stored).
  { method: 'POST', path: '/api/linkedin/authorize', area: 'applications', access: 'user' },
  { method: 'POST', path: '/api/linkedin/profile', area: 'applications', access: 'user' },
  // An applicant's own submissions: read, change while new, withdraw; a professional's answer
  // to a proposed match.
  { method: 'GET', path: '/api/my/applications', area: 'applications', access: 'user' },
  { method: 'GET', path: '/api/my/applications/{id}', area: 'applications', access: 'user' },
  { method: 'PUT', path: '/api/my/applications/{id}', area: 'applications', access: 'user' },
  {
    method: 'POST',
    path: '/api/my/applications/{id}/withdraw',
    area: 'applications',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/my/applications/{id}/matches/{roleId}',
    area: 'applications',
    access: 'user',
  },
  { method: 'GET', path: '/api/admin/applications', area: 'applications', access: 'admin' },
  { method: 'GET', path: '/api/admin/applications/{id}', area: 'applications', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/applications/{id}/status',
    area: 'applications',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/applications/{id}/notes',
    area: 'applications',
    access: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/applications/{id}/requirements',
    area: 'applications',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/applications/{id}/matches',
    area: 'applications',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/applications/{id}/matches',
    area: 'applications',
    access: 'admin',
  },

  // The person's own data: one archive of all of it, and closing the account.
  { method: 'GET', path: '/api/account/export', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/account/export', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/account/close', area: 'account', access: 'user' },
  // Connected sign-ins: the Google, Microsoft and LinkedIn sign-ins that open the account, listed,
  // connected (the provider's screen, then the code it sent back) and disconnected.
  { method: 'GET', path: '/api/account/sign-ins', area: 'account', access: 'user' },
  {
    method: 'POST',
    path: '/api/account/sign-ins/{provider}/authorize',
    area: 'account',
    access: 'user',
  },
  { method: 'POST', path: '/api/account/sign-ins/connect', area: 'account', access: 'user' },
  { method: 'DELETE', path: '/api/account/sign-ins/{provider}', area: 'account', access: 'user' },
  // Account security: the authenticator app turned on (its recovery codes, shown once) and off,
  // the codes' count and a new set, and the password change; each change mailed to the account.
  // The sign-in with a recovery code in place of a lost app is anonymous: an area of its own.
  { method: 'POST', path: '/api/account/mfa', area: 'account', access: 'user' },
  { method: 'DELETE', path: '/api/account/mfa', area: 'account', access: 'user' },
  { method: 'GET', path: '/api/account/recovery-codes', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/account/recovery-codes', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/public/account-recovery', area: 'recovery', access: 'public' },
  { method: 'POST', path: '/api/account/password', area: 'account', access: 'user' },
];
