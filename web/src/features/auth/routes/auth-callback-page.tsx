// Completes a hosted-UI (Google / Microsoft / LinkedIn) sign-in: this import lets Amplify exchange
// the `code` in the URL for tokens as soon as this page's chunk loads.
import 'aws-amplify/auth/enable-oauth-listener';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Hub } from 'aws-amplify/utils';
import {
  APPLY_CISO_PATH,
  forgetLinkedInReturn,
  LINKEDIN_FAILED,
  LINKEDIN_NOT_COMPLETED,
  LINKEDIN_PREFILL_STATE,
  linkedInReturnPending,
} from '@/features/applications/linkedin-return';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { serviceMessage } from '../lib/auth-errors';
import { takeReturnPath } from '../return-to';
import { useRegisterAuthNavigator } from '../navigation';
import { useSession } from '../session';

/** How long to wait for Amplify to finish an OAuth exchange before giving up on it. */
const OAUTH_GRACE_MS = 4000;
/**
 * A LinkedIn quick fill returns to the professional form. The session's own `signedIn` handler
 * sends every sign-in home first, so the return waits for that event; should the event have come
 * before this page listened, it goes after this pause.
 */
const LINKEDIN_EVENT_GRACE_MS = 1500;

export default function AuthCallbackPage() {
  useRegisterAuthNavigator();
  const navigate = useNavigate();
  const { status } = useSession();
  // Read once: Amplify removes `code` and `state` from the address when it is done.
  const [arrivedWithCode] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.has('code') || params.has('error');
  });
  // Read once: a sign-in started by the professional form's "Quick Fill with LinkedIn", and the
  // provider's reason should it have come back refused.
  const [linkedIn] = useState(linkedInReturnPending);
  const [refusal] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.has('error') ? (params.get('error_description') ?? '') : null;
  });
  const linkedInSettled = useRef(false);

  const returnToForm = useCallback(() => {
    if (linkedInSettled.current) return;
    linkedInSettled.current = true;
    forgetLinkedInReturn();
    void navigate(APPLY_CISO_PATH, { replace: true, state: LINKEDIN_PREFILL_STATE });
  }, [navigate]);

  const linkedInFailed = useCallback(
    (reason: unknown) => {
      if (linkedInSettled.current) return;
      linkedInSettled.current = true;
      forgetLinkedInReturn();
      toast.error(LINKEDIN_FAILED, { description: serviceMessage(reason, LINKEDIN_NOT_COMPLETED) });
      void navigate(APPLY_CISO_PATH, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect_failure' && linkedIn) {
        linkedInFailed(payload.data?.error);
      } else if (payload.event === 'signedIn' && linkedIn) {
        // Runs after the session's handler has sent the app home, so the form wins.
        returnToForm();
      } else if (payload.event === 'signInWithRedirect_failure') {
        toast.error('Failed to sign in', {
          description: serviceMessage(payload.data?.error, 'Please try again.'),
        });
        void navigate('/auth', { replace: true });
      }
    });
  }, [navigate, linkedIn, returnToForm, linkedInFailed]);

  useEffect(() => {
    if (status === 'signedIn' && linkedIn) {
      const timer = window.setTimeout(returnToForm, LINKEDIN_EVENT_GRACE_MS);
      return () => window.clearTimeout(timer);
    }
    if (status === 'signedIn') {
      void navigate(takeReturnPath(), { replace: true });
      return;
    }
    if (status !== 'signedOut') return;
    if (linkedIn) {
      // A refusal fails at once (often before this page listens for it); otherwise the exchange
      // gets its grace period.
      const timer = window.setTimeout(
        () => linkedInFailed(refusal),
        arrivedWithCode && refusal === null ? OAUTH_GRACE_MS : 0,
      );
      return () => window.clearTimeout(timer);
    }
    // The session reads wait for an OAuth exchange in flight; the grace period only covers a
    // return whose exchange never started.
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true }),
      arrivedWithCode ? OAUTH_GRACE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [status, arrivedWithCode, navigate, linkedIn, refusal, returnToForm, linkedInFailed]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4">
      <Spinner className="size-8!" label="Completing authentication" />
      <p className="text-muted-foreground">Completing authentication...</p>
    </div>
  );
}
