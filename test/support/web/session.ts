import { useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionUser } from '@/features/auth/session';
import { setTokenProvider } from '@/lib/api-client';
import { PASSWORD_SESSION } from '@/features/auth/session-kind';

/*
 * Stands in for the web's session module (`@/features/auth/session`, replaced in setup.ts): the
 * real one reads Cognito's tokens through Amplify, which these tests do not run. Screens read
 * the same `useSession` answer they would in the app, and the API client sends a bearer token
 * only while a test has signed in, so a handler can tell a signed-in call from an anonymous one.
 */
export const TEST_TOKEN = 'test-access-token';
export const TEST_USER: SessionUser = {
  sub: 'user-1',
  email: 'me@example.com',
  signIn: PASSWORD_SESSION,
};

const SIGNED_OUT: Session = { status: 'signedOut', user: null };
let current: Session = SIGNED_OUT;
const listeners = new Set<() => void>();
const set = (next: Session) => {
  current = next;
  listeners.forEach((l) => l());
};

/** Signs the test in: the session shows `user`, and API calls carry `TEST_TOKEN`. */
export function signIn(user: Partial<SessionUser> = {}): SessionUser {
  const signedIn = { ...TEST_USER, ...user };
  set({ status: 'signedIn', user: signedIn });
  setTokenProvider(() => Promise.resolve(TEST_TOKEN));
  return signedIn;
}

/** The session is still being read, as on a page's first load. */
export function sessionLoading(): void {
  set({ status: 'loading', user: null });
}

/** Back to no session and no token (after every test). */
export function signOut(): void {
  set(SIGNED_OUT);
  setTokenProvider(() => Promise.resolve(undefined));
}

/** How many times the screen asked to sign out (the real one also leaves for /auth). */
export const signOuts = { count: 0 };

export function SessionProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function signOutUser(): Promise<void> {
  signOuts.count++;
  signOut();
  return Promise.resolve();
}
