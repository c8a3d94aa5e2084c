// Completes a hosted-UI (Google / Microsoft) sign-in: this import lets Amplify exchange the `code`
// in the URL for tokens as soon as this page's chunk loads.
import 'aws-amplify/auth/enable-oauth-listener';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Hub } from 'aws-amplify/utils';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { serviceMessage } from '../lib/auth-errors';
import { useRegisterAuthNavigator } from '../navigation';
import { useSession } from '../session';

/** How long to wait for Amplify to finish an OAuth exchange before giving up on it. */
const OAUTH_GRACE_MS = 4000;

export default function AuthCallbackPage() {
  useRegisterAuthNavigator();
  const navigate = useNavigate();
  const { status } = useSession();
  // Read once: Amplify removes `code` and `state` from the address when it is done.
  const [arrivedWithCode] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.has('code') || params.has('error');
  });

  useEffect(() => {
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect_failure') {
        toast.error('Failed to sign in', {
          description: serviceMessage(payload.data?.error, 'Please try again.'),
        });
        void navigate('/auth', { replace: true });
      }
    });
  }, [navigate]);

  useEffect(() => {
    if (status === 'signedIn') {
      void navigate('/', { replace: true });
      return;
    }
    if (status !== 'signedOut') return;
    // The session reads wait for an OAuth exchange in flight; the grace period only covers a
    // return whose exchange never started.
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true }),
      arrivedWithCode ? OAUTH_GRACE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [status, arrivedWithCode, navigate]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4">
      <Spinner className="size-8!" label="Completing authentication" />
      <p className="text-muted-foreground">Completing authentication...</p>
    </div>
  );
}
