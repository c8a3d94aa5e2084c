import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { finishSignInConnection } from '../api/connected-sign-ins';
import {
  readSignInCallback,
  SECURITY_PATH,
  signInResultState,
  signInReturnMessages,
  type SignInResult,
} from '../lib/sign-in-return';

const CONNECTING = 'Connecting your sign-in…';

/**
 * `/account/sign-ins/callback`: a provider's return from connecting it to the signed-in account.
 * The code and state go to the API once; then Account Security opens with the result, and this
 * entry is replaced, so the code and state leave the address and the history. The session is
 * never touched (compare `/auth/callback`).
 */
export default function SignInCallbackPage() {
  const navigate = useNavigate();
  // The state works once: React's strict mode runs the effect twice, the request goes once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finish(window.location.search).then((result) => {
      void navigate(SECURITY_PATH, { replace: true, state: signInResultState(result) });
    });
  }, [navigate]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4">
      <Spinner className="size-8!" label={CONNECTING} />
      <p className="text-muted-foreground">{CONNECTING}</p>
    </div>
  );
}

async function finish(search: string): Promise<SignInResult> {
  const callback = readSignInCallback(search);
  if (callback.kind !== 'code')
    return { kind: 'failed', message: signInReturnMessages[callback.kind] };
  try {
    const { provider, connectedAt } = await finishSignInConnection(callback.request);
    return { kind: 'connected', provider, connectedAt };
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error) };
  }
}
