import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { useSession, type SessionUser } from '@/features/auth/session';
import { useAdminStatus } from '../api/get-admin-status';

type Verdict = 'checking' | 'anonymous' | 'denied' | 'admin';

/**
 * Shows an admin screen only to administrators (spec §6). While the session and the admin flag
 * load it shows a spinner, so no admin content ever flashes; anonymous visitors go to /auth, and
 * signed-in non-admins get "Access Denied" with the screen's own text and go home.
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
  const navigate = useNavigate();
  const announced = useRef(false);

  let verdict: Verdict = 'checking';
  if (status === 'signedOut') verdict = 'anonymous';
  else if (status === 'signedIn' && me) verdict = me.isAdmin ? 'admin' : 'denied';
  // The admin flag could not be read: nothing proves the caller is an admin.
  else if (status === 'signedIn' && error) verdict = 'denied';

  useEffect(() => {
    if (verdict !== 'denied' || announced.current) return;
    announced.current = true;
    toast.error('Access Denied', { description: deniedMessage });
    void navigate('/', { replace: true });
  }, [verdict, deniedMessage, navigate]);

  if (verdict === 'anonymous') return <Navigate to="/auth" replace />;
  if (verdict !== 'admin' || !user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <Spinner className="size-8!" label="Checking access" />
      </div>
    );
  }
  return children(user);
}
