import { Navigate, useLocation } from 'react-router';

/**
 * Where a visitor sent to sign in goes back to afterwards. The address is kept in the tab's
 * session storage rather than in the URL, so it survives the round trip of a Google or Microsoft
 * sign-in too; only a path of this app is ever followed (never another site, never /auth).
 */
const KEY = 'vciso-hub.return-to';

/** Where a sign-in lands when no screen asked to be come back to: the signed-in home. */
export const HOME_PATH = '/home';

const isReturnPath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !/^\/auth(?:[/?#]|$)/.test(path);

/** Remembers `path` (path, query and hash) as where to come back to after signing in. */
export function rememberReturn(path: string): void {
  if (typeof window === 'undefined' || !isReturnPath(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode quota): the visitor lands on their home instead.
  }
}

/**
 * The path the last sign-in took. The auth page may render once more after the sign-in has
 * taken the remembered path, and must send the visitor to the same place, not home.
 */
let taken: string | undefined;

function stored(): string | undefined {
  try {
    const path = window.sessionStorage.getItem(KEY);
    return isReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function clear(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Where to go after signing in, without forgetting it (safe to call while rendering). */
export function returnPath(): string {
  if (typeof window === 'undefined') return HOME_PATH;
  return stored() ?? taken ?? HOME_PATH;
}

/** Where the sign-in goes: forgotten once read, so a later sign-in starts from home again. */
export function takeReturnPath(): string {
  const path = returnPath();
  clear();
  taken = path;
  return path;
}

/** Signing out is no detour: the next sign-in starts from home. */
export function forgetReturnPath(): void {
  if (typeof window === 'undefined') return;
  clear();
  taken = undefined;
}

/** Sends a signed-out visitor to /auth, remembering the screen they asked for. */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  rememberReturn(`${pathname}${search}${hash}`);
  return <Navigate to="/auth" replace />;
}
