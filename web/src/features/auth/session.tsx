import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Hub } from 'aws-amplify/utils';
import { toast } from '@/lib/toast';
import { authNavigate } from './navigation';
import { forgetReturnPath, takeReturnPath } from './return-to';
import { PASSWORD_SESSION, sessionKind, type SessionKind } from './session-kind';
import { authReady } from './start-auth';

export interface SessionUser {
  sub: string;
  email: string;
  /** How this session signed in: only a `password` one may use Cognito's self-service calls. */
  signIn: SessionKind;
}
export interface Session {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { status: 'signedOut', user: null };

// The session lives in a small module store so `signOutUser` (called from the header, outside any
// page) can clear it first, before the server is asked anything.
let current: Session = { status: 'loading', user: null };
const listeners = new Set<() => void>();

function setSession(next: Session): void {
  if (
    next.status === current.status &&
    next.user?.sub === current.user?.sub &&
    next.user?.email === current.user?.email &&
    sameKind(next.user?.signIn, current.user?.signIn)
  ) {
    return;
  }
  current = next;
  listeners.forEach((l) => l());
}

function sameKind(a: SessionKind | undefined, b: SessionKind | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Each read gets a number; only the newest read may write, so a slow read started before a
// sign-out can never put the user back.
let readSeq = 0;

async function readSession(): Promise<void> {
  const seq = ++readSeq;
  let next: Session = SIGNED_OUT;
  try {
    await authReady;
    const { fetchAuthSession } = await import('aws-amplify/auth');
    const { tokens } = await fetchAuthSession();
    const access = tokens?.accessToken?.payload;
    if (access?.sub) {
      const email = tokens?.idToken?.payload.email;
      next = {
        status: 'signedIn',
        user: {
          sub: access.sub,
          email: typeof email === 'string' ? email : String(access.username ?? ''),
          signIn: sessionKind(access, tokens?.idToken?.payload),
        },
      };
    }
  } catch {
    next = SIGNED_OUT;
  }
  if (seq === readSeq) setSession(next);
}

function markSignedOut(): void {
  readSeq++;
  setSession(SIGNED_OUT);
}

let started = false;

/**
 * Reads the stored session once and follows Amplify's auth events for the life of the page, once
 * Amplify has loaded (`authReady`); until then the session is `loading`.
 */
function start(): void {
  if (started) return;
  started = true;
  void readSession();
  void authReady
    .then(() => import('aws-amplify/utils'))
    .then(({ Hub }) => followAuthEvents(Hub))
    .catch(() => undefined);
}

function followAuthEvents(hub: typeof Hub): void {
  hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn': {
        // Show the user at once (no flash of signed-out screens), then read the full session.
        // Only the pool's own sign-in names its login; a Google, Microsoft or LinkedIn one waits
        // for the read, which tells what kind of session it is.
        const { userId, signInDetails } = payload.data as {
          userId?: string;
          signInDetails?: { loginId?: string };
        };
        if (userId && signInDetails?.loginId) {
          setSession({
            status: 'signedIn',
            user: { sub: userId, email: signInDetails.loginId, signIn: PASSWORD_SESSION },
          });
        }
        void readSession();
        // Spec §4: a sign-in takes the app to the landing page, or back to the screen that sent
        // the visitor to sign in. Amplify sends this event only once sign-in is complete, so a
        // pending TOTP step is never cut short.
        authNavigate(takeReturnPath(), { replace: window.location.pathname.startsWith('/auth') });
        break;
      }
      case 'tokenRefresh':
        void readSession();
        break;
      case 'signedOut':
      case 'tokenRefresh_failure':
        markSignedOut();
        break;
      default:
        break;
    }
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(start, []);
  return children;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Signs out (spec §4): clears the session locally first, asks Cognito to revoke the refresh token
 * (any error, such as a 403, is ignored), goes to /auth and says so.
 */
export async function signOutUser(): Promise<void> {
  markSignedOut();
  try {
    const { amplifySignOut } = await import('./lib/amplify-sign-out');
    await amplifySignOut();
  } catch {
    // Even if the sign-out code could not load, the user is signed out in this page.
  }
  // The screen left behind may have asked to come back after a sign-in; not after a sign-out.
  forgetReturnPath();
  authNavigate('/auth');
  toast.success('Signed out successfully');
}
