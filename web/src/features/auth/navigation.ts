import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export type AuthNavigate = (to: string, opts?: { replace?: boolean }) => void;

let registered: AuthNavigate | undefined;

/**
 * Lets session code (sign-out from the header, the `signedIn` event) move the router, although the
 * session provider sits outside the router. Register the router's navigate once, e.g.
 * `setAuthNavigator((to, o) => void router.navigate(to, o))`, or render `<AuthNavigatorBridge />`
 * inside the router.
 */
export function setAuthNavigator(navigate: AuthNavigate | undefined): void {
  registered = navigate;
}

/** Registers the router's navigate from inside the router (renders nothing). */
export function AuthNavigatorBridge(): null {
  useRegisterAuthNavigator();
  return null;
}

export function useRegisterAuthNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthNavigator((to, opts) => void navigate(to, opts));
  }, [navigate]);
}

/** Client-side navigation from outside React; no page reload. */
export function authNavigate(to: string, opts: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname === to && !window.location.search) return;
  if (registered) {
    registered(to, opts);
    return;
  }
  // Fallback before any router component registered: write the history entry the way the browser
  // router does and tell it with a popstate event, which it handles as a navigation.
  const current = (window.history.state ?? {}) as { idx?: unknown };
  const idx = typeof current.idx === 'number' ? current.idx + (opts.replace ? 0 : 1) : 0;
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
  if (opts.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}
