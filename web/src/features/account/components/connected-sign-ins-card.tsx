import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Link2 from 'lucide-react/icons/link-2';
import LogIn from 'lucide-react/icons/log-in';
import Unlink from 'lucide-react/icons/unlink';
import {
  connectedSignInMessages as m,
  type TConnectedSignIn,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Spinner } from '@/components/ui/spinner';
import { authNavigate } from '@/features/auth/navigation';
import { rememberReturn } from '@/features/auth/return-to';
import { signOutUser } from '@/features/auth/session';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import {
  disconnectSignIn,
  signInsPath,
  startSignInConnection,
  useConnectedSignIns,
} from '../api/connected-sign-ins';
import { formatAddedDate } from '../lib/mfa-factors';
import {
  SECURITY_PATH,
  signInResultOf,
  signInResultText,
  type SignInResult,
} from '../lib/sign-in-return';

export const connectedSignInTexts = {
  title: 'Connected sign-ins',
  description:
    'Sign in with Google, Microsoft or LinkedIn as well as with your e-mail and password. We e-mail you whenever one is connected or disconnected.',
  empty: 'Signing in with Google, Microsoft or LinkedIn is not set up for this site.',
  passwordOnly:
    'You signed in with Google, Microsoft or LinkedIn. To connect or disconnect a sign-in, sign in with your e-mail and password (and your authenticator code, if you use one).',
  redirecting: (provider: TSignInProvider) => `Taking you to ${provider}…`,
  disconnected: (provider: TSignInProvider) => `${provider} disconnected`,
  disconnectFailed: (provider: TSignInProvider) => `Could not disconnect ${provider}`,
  connectFailed: (provider: TSignInProvider) => `Could not connect ${provider}`,
} as const;

/**
 * "Connected sign-ins" (Account Security): each provider with Connect or Disconnect. Connecting
 * leaves for the provider's sign-in screen; its return page finishes the connection and comes
 * back here with the result, shown above the list. Changes need a session of the e-mail and
 * password sign-in, as the server says (`canChange`); otherwise the page offers that sign-in.
 */
export function ConnectedSignInsCard({ sub }: { sub: string }) {
  const { data, error, isLoading, mutate } = useConnectedSignIns(sub);
  const result = useConnectionResult();
  const available = data?.signIns.filter((s) => s.available || s.connected) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{connectedSignInTexts.title}</CardTitle>
        <CardDescription>{connectedSignInTexts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {result && <ResultNotice result={result} />}
        {isLoading && !data ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading connected sign-ins" />
          </div>
        ) : error && !data ? (
          <div className="grid gap-3">
            <p role="alert" className="text-sm text-destructive">
              {m.loadFailed}
            </p>
            <div>
              <Button variant="outline" size="sm" onClick={() => void mutate()}>
                Try again
              </Button>
            </div>
          </div>
        ) : available.length === 0 ? (
          <p className="text-sm text-muted-foreground">{connectedSignInTexts.empty}</p>
        ) : (
          <>
            {data && !data.canChange && <PasswordSignInNotice />}
            <ul className="grid gap-3" aria-label={connectedSignInTexts.title}>
              {available.map((signIn) => (
                <SignInRow key={signIn.provider} signIn={signIn} canChange={!!data?.canChange} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The result the callback page handed over, once: toasted, shown, and dropped from history. */
function useConnectionResult(): SignInResult | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState<SignInResult | undefined>();
  const handled = useRef(false);
  const arrived = signInResultOf(location.state);

  useEffect(() => {
    if (!arrived || handled.current) return;
    handled.current = true;
    setResult(arrived);
    const { title, description } = signInResultText(arrived);
    if (arrived.kind === 'connected') toast.success(title, { description });
    else toast.error(title, { description });
    // A reload of the page does not show it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived, navigate, location.pathname]);

  return result;
}

function ResultNotice({ result }: { result: SignInResult }) {
  const { title, description } = signInResultText(result);
  const failed = result.kind === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={
        failed
          ? 'grid gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm'
          : 'grid gap-1 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm'
      }
    >
      <p className="font-medium">{title}</p>
      <p>{description}</p>
    </div>
  );
}

/** A session opened through a provider may look, not change: offer the password sign-in. */
function PasswordSignInNotice() {
  const [busy, setBusy] = useState(false);
  const signIn = () => {
    setBusy(true);
    signInWithPassword().catch((error: unknown) => {
      console.error('Sign out before signing in again failed', error);
      setBusy(false);
    });
  };
  return (
    <div className="grid gap-3 rounded-md border p-3 text-sm">
      <p>{connectedSignInTexts.passwordOnly}</p>
      <div>
        <Button type="button" size="sm" onClick={signIn} disabled={busy}>
          <LogIn aria-hidden />
          Sign in with e-mail and password
        </Button>
      </div>
    </div>
  );
}

/** Signs out, then remembers this page, so the password sign-in lands back on it. */
async function signInWithPassword(): Promise<void> {
  await signOutUser();
  rememberReturn(SECURITY_PATH);
  authNavigate('/auth');
}

function SignInRow({ signIn, canChange }: { signIn: TConnectedSignIn; canChange: boolean }) {
  const { provider } = signIn;
  const { act, busy } = useAction();
  const [leaving, setLeaving] = useState(false);
  const since = formatAddedDate(signIn.connectedAt);

  const connect = async () => {
    setLeaving(true);
    try {
      const { url } = await startSignInConnection(provider);
      toast.info(connectedSignInTexts.redirecting(provider));
      // The browser leaves for the provider; the button stays busy until it does.
      window.location.assign(url);
    } catch (error) {
      toast.error(connectedSignInTexts.connectFailed(provider), {
        description: errorMessage(error),
      });
      setLeaving(false);
    }
  };

  const disconnect = () =>
    void act({
      run: () => disconnectSignIn(provider),
      success: {
        title: connectedSignInTexts.disconnected(provider),
        description: 'We have e-mailed you about this change.',
      },
      error: connectedSignInTexts.disconnectFailed(provider),
      revalidate: [signInsPath],
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-4">
      <div className="grid gap-0.5">
        <p className="font-medium">{provider}</p>
        <p className="text-sm text-muted-foreground">
          {signIn.connected
            ? since
              ? `Connected ${since}`
              : 'Connected'
            : signIn.available
              ? 'Not connected'
              : 'Not available on this site'}
        </p>
      </div>
      {signIn.connected ? (
        <ConfirmAction
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={!canChange || busy}
              aria-label={`Disconnect ${provider}`}
            >
              <Unlink aria-hidden />
              {busy ? 'Disconnecting…' : 'Disconnect'}
            </Button>
          }
          title={`Disconnect ${provider}?`}
          description={`Signing in with ${provider} will no longer open this account. You can still sign in with your e-mail and password, and connect ${provider} again later.`}
          confirmLabel="Disconnect"
          onConfirm={disconnect}
        />
      ) : (
        signIn.available && (
          <Button
            size="sm"
            onClick={() => void connect()}
            disabled={!canChange || leaving}
            aria-label={`Connect ${provider}`}
          >
            <Link2 aria-hidden />
            {leaving ? 'Connecting…' : 'Connect'}
          </Button>
        )
      )}
    </li>
  );
}
