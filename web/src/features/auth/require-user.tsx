import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { SignInFirst } from './return-to';
import { useSession, type SessionUser } from './session';

/**
 * Shows an owner's screen only when signed in (spec §6); anonymous visitors go to /auth, and come
 * back here once signed in. With
 * `graceMs` a signed-out answer is only acted on after that wait (spec §9: the connect screen
 * waits 500 ms), in case the session is still settling.
 */
export function RequireUser({
  graceMs = 0,
  children,
}: {
  graceMs?: number;
  children: (user: SessionUser) => ReactNode;
}) {
  const { status, user } = useSession();
  const signedOut = status === 'signedOut' || (status !== 'loading' && !user);
  const [waited, setWaited] = useState(graceMs === 0);

  useEffect(() => {
    if (!signedOut || graceMs === 0) return;
    const timer = window.setTimeout(() => setWaited(true), graceMs);
    return () => window.clearTimeout(timer);
  }, [signedOut, graceMs]);

  if (signedOut && waited) return <SignInFirst />;
  if (!user || signedOut) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <Spinner className="size-8!" label="Checking sign-in" />
      </div>
    );
  }
  return children(user);
}
