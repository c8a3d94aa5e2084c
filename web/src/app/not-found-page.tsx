import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

/**
 * Whether the tab has a page to go back to. Counts whole-page visits too (a mistyped address after
 * reading another page), not only moves inside the app; a tab opened on the bad link has none.
 */
const canGoBack = () => window.history.length > 1;

/** Shown for any path the app does not know (spec §2). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    // Once per missing path, even when React runs effects twice in development.
    if (logged.current === pathname) return;
    logged.current = pathname;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title="Page not found" />
      <p
        aria-hidden
        className="bg-linear-to-b from-primary to-primary/40 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for does not exist or may have moved.
      </p>
      <Button className="mt-8" onClick={back}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
    </section>
  );
}
