import type { RouteObject } from 'react-router';
import { authReady } from '@/features/auth/start-auth';
import { moveLinkTokenToFragment } from '@/lib/link-token';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };

/**
 * A lazily loaded page: each route is its own chunk, so the landing page loads only itself. Pages
 * may call Amplify as they mount, so each waits for it too (loaded beside the page's chunk); only
 * the landing page, which needs no more than the session's status, paints without it.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), authReady]);
    return { Component: module.default };
  },
});

const loadLanding = () => import('@/features/landing/routes/landing-page');
// On `/` the landing chunk starts downloading as this module runs, beside `/config.json`, rather
// than once the config has arrived and the router asks for it.
if (window.location.pathname === '/') void loadLanding().catch(() => undefined);

// Links mailed before personal links carried their token after `#` (`/sign/<token>`): moved into
// the fragment before the router reads the location and before any page chunk is requested.
moveLinkTokenToFragment(window.location, window.history);

const landingPage = (): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await loadLanding()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Paints the header and footer while the first page's chunk loads.
    hydrateFallbackElement: <RootHydrateFallback />,
    children: [
      { index: true, ...landingPage() },
      { path: 'auth', ...page(() => import('@/features/auth/routes/auth-page')) },
      { path: 'auth/callback', ...page(() => import('@/features/auth/routes/auth-callback-page')) },
      {
        path: 'linkedin/callback',
        ...page(() => import('@/features/applications/routes/linkedin-callback-page')),
      },
      {
        path: 'account/security',
        ...page(() => import('@/features/account/routes/security-page')),
      },
      { path: 'account/data', ...page(() => import('@/features/account/routes/data-page')) },
      { path: 'account/profile', ...page(() => import('@/features/profile/routes/profile-page')) },
      {
        path: 'account/sign-ins/callback',
        ...page(() => import('@/features/account/routes/sign-in-callback-page')),
      },
      { path: 'privacy', ...page(() => import('@/features/legal/routes/privacy-page')) },
      { path: 'terms', ...page(() => import('@/features/legal/routes/terms-page')) },
      {
        path: 'developers/api',
        ...page(() => import('@/features/api-reference/routes/api-reference-page')),
      },
      { path: 'home', ...page(() => import('@/features/home/routes/home-page')) },
      {
        path: 'apply-ciso',
        ...page(() => import('@/features/applications/routes/apply-ciso-page')),
      },
      {
        path: 'post-role',
        ...page(() => import('@/features/applications/routes/post-role-page')),
      },
      {
        path: 'apply-partner',
        ...page(() => import('@/features/applications/routes/apply-partner-page')),
      },
      {
        path: 'booking-pages',
        ...page(() => import('@/features/booking-pages/routes/booking-pages-page')),
      },
      {
        path: 'booking-pages/new',
        ...page(() => import('@/features/booking-pages/routes/new-booking-page')),
      },
      {
        path: 'booking-pages/:id',
        ...page(() => import('@/features/booking-pages/routes/calendar-week-page')),
      },
      {
        path: 'booking-pages/:id/edit',
        ...page(() => import('@/features/booking-pages/routes/edit-booking-page')),
      },
      {
        path: 'booking-pages/:id/connect',
        ...page(() => import('@/features/booking-pages/routes/connect-calendars-page')),
      },
      {
        path: 'book/:slug',
        ...page(() => import('@/features/booking/routes/public-booking-page')),
      },
      // Personal links: the token is in the fragment (`/sign#<token>`), never the path.
      {
        path: 'book/cancel',
        ...page(() => import('@/features/booking/routes/cancel-booking-page')),
      },
      { path: 'sign', ...page(() => import('@/features/signing/routes/signing-page')) },
      {
        path: 'signed-copy',
        ...page(() => import('@/features/signing/routes/signed-copy-page')),
      },
      {
        path: 'timesheet-approval',
        ...page(() => import('@/features/timesheet-approval/routes/timesheet-approval-page')),
      },
      { path: 'documents', ...page(() => import('@/features/documents/routes/documents-page')) },
      {
        path: 'documents/libraries',
        ...page(() => import('@/features/documents/routes/libraries-page')),
      },
      {
        path: 'documents/libraries/:libraryId',
        ...page(() => import('@/features/documents/routes/library-page')),
      },
      {
        path: 'documents/templates',
        ...page(() => import('@/features/documents/routes/templates-page')),
      },
      {
        path: 'documents/upload',
        ...page(() => import('@/features/documents/routes/upload-page')),
      },
      {
        path: 'documents/upload/:libraryId',
        ...page(() => import('@/features/documents/routes/upload-page')),
      },
      {
        path: 'documents/:documentId',
        ...page(() => import('@/features/documents/routes/document-page')),
      },
      {
        path: 'documents/:documentId/prepare',
        ...page(() => import('@/features/documents/routes/prepare-page')),
      },
      {
        path: 'documents/:documentId/edit',
        ...page(() => import('@/features/documents/routes/edit-document-page')),
      },
      {
        path: 'timesheets',
        ...page(() => import('@/features/timesheets/routes/timesheets-page')),
      },
      {
        path: 'timesheets/new',
        ...page(() => import('@/features/timesheets/routes/new-entry-page')),
      },
      {
        path: 'timesheets/entries/:entryId/edit',
        ...page(() => import('@/features/timesheets/routes/edit-entry-page')),
      },
      {
        path: 'timesheets/export',
        ...page(() => import('@/features/timesheets/routes/export-page')),
      },
      {
        path: 'timesheets/billing',
        ...page(() => import('@/features/timesheets/routes/billing-page')),
      },
      { path: 'invoices', ...page(() => import('@/features/invoices/routes/invoices-page')) },
      { path: 'clients', ...page(() => import('@/features/clients/routes/clients-page')) },
      {
        path: 'clients/new',
        ...page(() => import('@/features/clients/routes/new-client-page')),
      },
      { path: 'clients/:id', ...page(() => import('@/features/clients/routes/client-page')) },
      {
        path: 'engagements',
        ...page(() => import('@/features/engagements/routes/engagements-page')),
      },
      {
        path: 'engagements/new',
        ...page(() => import('@/features/engagements/routes/new-engagement-page')),
      },
      {
        path: 'engagements/:id',
        ...page(() => import('@/features/engagements/routes/engagement-page')),
      },
      {
        path: 'my/applications',
        ...page(() => import('@/features/my-applications/routes/my-applications-page')),
      },
      {
        path: 'my/applications/:id',
        ...page(() => import('@/features/my-applications/routes/my-application-page')),
      },
      {
        path: 'my/applications/:id/edit',
        ...page(() => import('@/features/my-applications/routes/edit-application-page')),
      },
      { path: 'admin', ...page(() => import('@/features/admin/routes/admin-dashboard-page')) },
      {
        path: 'admin/articles',
        ...page(() => import('@/features/articles/routes/articles-manager-page')),
      },
      {
        path: 'admin/articles/:id/preview',
        ...page(() => import('@/features/articles/routes/article-preview-page')),
      },
      {
        path: 'admin/applications',
        ...page(() => import('@/features/screening/routes/applications-page')),
      },
      {
        path: 'admin/applications/:id',
        ...page(() => import('@/features/screening/routes/application-page')),
      },
      { path: 'article/:id', ...page(() => import('@/features/articles/routes/article-page')) },
      { path: 'insights', ...page(() => import('@/features/articles/routes/insights-page')) },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];
