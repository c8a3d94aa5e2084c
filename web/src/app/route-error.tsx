import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Home from 'lucide-react/icons/house';
import RotateCw from 'lucide-react/icons/rotate-cw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

/**
 * The error boundary of the whole route tree: something failed while loading or rendering a page
 * (often a page's code that could not be fetched after a new release, which a reload fixes).
 * It renders in place of the layout, so it brings its own minimal frame.
 */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : null;

  return (
    <div className="flex min-h-screen flex-col">
      <DocumentTitle title="Something went wrong" />
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          {/* Plain links: a full page load starts the app afresh. */}
          <a
            href="/"
            className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          >
            <ShieldCheck className="size-7 text-primary" aria-hidden />
            vCISO Hub
          </a>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 py-20 text-center sm:py-28">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          We could not show this page. Please reload to try again; if the problem persists, head
          back to the home page.
        </p>
        {detail && <p className="mt-2 text-sm text-muted-foreground">{detail}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload
          </Button>
          <Button asChild variant="outline">
            <a href="/">
              <Home aria-hidden />
              Back to Home
            </a>
          </Button>
        </div>
      </main>
    </div>
  );
}
