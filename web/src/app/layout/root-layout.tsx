import { AuthNavigatorBridge } from '@/features/auth/navigation';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame around every page: skip link, header, the page, footer and the cookie banner. */
export function RootLayout() {
  return (
    <Frame>
      {/* Lets sign-out and auth events, which live outside the router, navigate without a reload. */}
      <AuthNavigatorBridge />
      <Outlet />
    </Frame>
  );
}

/**
 * The same frame with an empty main, for the root route's `hydrateFallbackElement`: shown while the
 * first page's lazy chunk loads, so the header and footer paint at once (and react-router does not
 * warn about a missing HydrateFallback).
 */
export function RootHydrateFallback() {
  return <Frame />;
}

function Frame({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
    >
      <div className="h-full w-full animate-pulse bg-primary" />
    </div>
  );
}
