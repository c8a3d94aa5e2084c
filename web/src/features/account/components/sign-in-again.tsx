import { useState } from 'react';
import LogIn from 'lucide-react/icons/log-in';
import { Button } from '@/components/ui/button';
import { signInAgain } from '../lib/close-account';

/**
 * A fresh sign-in the server asked for: signs out and comes back to this page. `busy` while it
 * goes (the notice's other buttons wait with it); a failed sign-out lets the person try again.
 */
export function useSignInAgain(): { busy: boolean; signIn: () => void } {
  const [busy, setBusy] = useState(false);
  const signIn = () => {
    setBusy(true);
    signInAgain().catch((error: unknown) => {
      console.error('Sign out before signing in again failed', error);
      setBusy(false);
    });
  };
  return { busy, signIn };
}

export function SignInAgainButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick} disabled={busy}>
      <LogIn aria-hidden />
      Sign in again
    </Button>
  );
}
