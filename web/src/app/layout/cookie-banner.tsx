import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import Cookie from 'lucide-react/icons/cookie';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { setCookieConsent, useCookieConsent } from '@/features/legal';

/** Fixed at the bottom of every page until the visitor accepts or declines optional cookies. */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (consent) return null;
  return <Banner />;
}

function Banner() {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  // A spacer as tall as the banner keeps the end of the page (the footer) reachable above it.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setHeight(el.offsetHeight);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden style={{ height }} />
      <section
        ref={ref}
        role="region"
        aria-label="Cookie consent"
        className="fixed inset-x-0 bottom-0 z-50 border-t bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
      >
        <div className="relative mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 pr-12 sm:px-6 sm:pr-14 md:flex-row md:items-center md:gap-6">
          <div className="flex gap-3">
            <Cookie className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" aria-hidden />
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">We value your privacy. </span>
              We use necessary cookies to keep you signed in, remember your settings and keep vCISO
              Hub secure. With your permission we would also use optional cookies to understand how
              the site is used and improve it. Read more in our{' '}
              <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setCookieConsent('declined')}>
              Decline Optional
            </Button>
            <Button size="sm" onClick={() => setCookieConsent('accepted')}>
              Accept All
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="absolute top-2 right-2 size-8 sm:right-3"
            onClick={() => setCookieConsent('declined')}
          >
            <X aria-hidden />
          </Button>
        </div>
      </section>
    </>
  );
}
