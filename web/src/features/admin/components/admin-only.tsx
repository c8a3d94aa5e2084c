import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminAccessMessages } from '@contracts/system/admin-access';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { HOME_PATH, SignInFirst } from '@/features/auth/return-to';
import { useSession, type SessionUser } from '@/features/auth/session';
import { useAdminAccess } from '../api/get-admin-access';
import { useAdminStatus } from '../api/get-admin-status';
import { adminMfaState } from '../admin-mfa-state';
import { adminRefusal } from '../admin-refusal';

type Verdict = 'checking' | 'anonymous' | 'denied' | 'mfa' | 'signInWithCode' | 'admin';

/**
 * Shows an admin screen only to administrators (spec §6). While the session, the admin flag and
 * the server's access answer load it shows a spinner, so no admin content ever flashes; anonymous
 * visitors go to /auth, and signed-in non-admins get "Access Denied" with the screen's own text
 * and go to their home (`/home`). An administrator without an authenticator app (the server answers 403
 * `mfa_required`) is told so and taken to Account Security to add one; one signed in through
 * Google, Microsoft or LinkedIn (the same code, another message: no code was asked at that
 * sign-in, whatever the account has) is told to sign in with e-mail, password and code, and goes
 * to their home: adding an app would not change that answer.
 */
export function AdminOnly({
  deniedMessage,
  children,
}: {
  deniedMessage: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { status, user } = useSession();
  const { data: me, error } = useAdminStatus();
  const access = useAdminAccess(me?.isAdmin ? user?.sub : undefined);
  const { mutate: setAccess } = access;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const announced = useRef(false);

  let verdict: Verdict = 'checking';
  if (status === 'signedOut') verdict = 'anonymous';
  else if (status === 'signedIn' && me && !me.isAdmin) verdict = 'denied';
  // The admin flag could not be read: nothing proves the caller is an admin.
  else if (status === 'signedIn' && error) verdict = 'denied';
  else if (status === 'signedIn' && me && access.data) verdict = 'admin';
  // A refusal counts once the question is settled (not while it is being asked again, e.g. when
  // the tab regains focus after they added an authenticator app elsewhere).
  else if (status === 'signedIn' && me && access.error && !access.isValidating) {
    verdict = verdictOf(access.error);
  }

  useEffect(() => {
    if (announced.current) return;
    if (verdict === 'denied') {
      announced.current = true;
      toast.error('Access Denied', { description: deniedMessage });
      void navigate(HOME_PATH, { replace: true });
    } else if (verdict === 'signInWithCode') {
      announced.current = true;
      // Forget the refusal: after signing in again with the code, the same account is asked anew.
      void setAccess(undefined, { revalidate: false });
      toast.error('Sign in with your authenticator code', {
        description: adminAccessMessages.signInRequired,
      });
      void navigate(HOME_PATH, { replace: true });
    } else if (verdict === 'mfa') {
      announced.current = true;
      // Forget the refusal, so the next admin screen asks again rather than send them back here
      // after they have added an authenticator app.
      void setAccess(undefined, { revalidate: false });
      toast.error('Two-factor authentication required', {
        description: adminAccessMessages.mfaRequired,
      });
      void navigate('/account/security', { replace: true, state: adminMfaState(pathname) });
    }
  }, [verdict, deniedMessage, navigate, pathname, setAccess]);

  if (verdict === 'anonymous') return <SignInFirst />;
  if (verdict !== 'admin' || !user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <Spinner className="size-8!" label="Checking access" />
      </div>
    );
  }
  return children(user);
}

const verdictOf = (error: unknown): Verdict => {
  if (!(error instanceof ApiError)) return 'denied';
  const refusal = adminRefusal(error);
  return refusal === 'addAuthenticator' ? 'mfa' : refusal;
};
