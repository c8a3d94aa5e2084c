import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ConfirmSignUpForm } from '../components/confirm-sign-up-form';
import { FederatedButtons } from '../components/federated-buttons';
import { ForgotPasswordForm, ResetPasswordForm } from '../components/forgot-password-forms';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { TotpChallengeForm } from '../components/totp-challenge-form';
import type { SignInStep } from '../lib/password-sign-in';
import { useRegisterAuthNavigator } from '../navigation';
import { usePasswordVisibility } from '../password-visibility';
import { returnPath } from '../return-to';
import { useSession } from '../session';

type Tab = 'signin' | 'signup';

/** `/auth?tab=signup` (`SIGN_UP_PATH`) opens on Sign Up; anything else on Sign In. */
const tabOf = (params: URLSearchParams): Tab =>
  params.get('tab') === 'signup' ? 'signup' : 'signin';

/** Which screen of the auth card is showing. */
type View =
  | { kind: 'tabs' }
  | { kind: 'confirmSignUp'; email: string; password?: string; codeJustSent: boolean }
  | { kind: 'totp'; email: string; password: string }
  | { kind: 'forgotPassword' }
  | { kind: 'resetPassword'; email: string };

export default function AuthPage() {
  useRegisterAuthNavigator();
  const { status } = useSession();
  const [params] = useSearchParams();
  const asked = tabOf(params);
  const [tab, setTab] = useState<Tab>(asked);
  // Sign Up or Sign In pressed in the header while this page shows: that tab comes forward.
  useEffect(() => setTab(asked), [asked]);
  const [view, setView] = useState<View>({ kind: 'tabs' });
  const [email, setEmail] = useState('');
  // One visibility toggle for every password field on the page (spec §2).
  const passwordVisibility = usePasswordVisibility();

  if (status === 'loading') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <Spinner className="size-8!" />
      </div>
    );
  }
  if (status === 'signedIn') return <Navigate to={returnPath()} replace />;

  const backToSignIn = (nextEmail = email) => {
    setEmail(nextEmail);
    setTab('signin');
    setView({ kind: 'tabs' });
  };

  function onSignInStep(step: SignInStep, signInEmail: string, password: string) {
    setEmail(signInEmail);
    switch (step) {
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        setView({ kind: 'totp', email: signInEmail, password });
        break;
      case 'CONFIRM_SIGN_UP':
        toast.info('Please verify your email', {
          description: 'Enter the code we e-mailed you when you signed up, or ask for a new one.',
        });
        setView({ kind: 'confirmSignUp', email: signInEmail, password, codeJustSent: false });
        break;
      case 'RESET_PASSWORD':
        toast.info('Password reset required', {
          description: 'Please choose a new password to continue.',
        });
        setView({ kind: 'forgotPassword' });
        break;
      default:
        toast.error('Failed to sign in', {
          description: `This account needs a sign-in step this app does not support (${step}).`,
        });
    }
  }

  let body;
  switch (view.kind) {
    case 'confirmSignUp':
      body = (
        <ConfirmSignUpForm
          email={view.email}
          password={view.password}
          codeJustSent={view.codeJustSent}
          onVerified={backToSignIn}
          onBack={() => backToSignIn(view.email)}
        />
      );
      break;
    case 'totp':
      body = (
        <TotpChallengeForm
          onBack={() => backToSignIn()}
          credentials={{ email: view.email, password: view.password }}
        />
      );
      break;
    case 'forgotPassword':
      body = (
        <ForgotPasswordForm
          initialEmail={email}
          onCodeSent={(to) => {
            setEmail(to);
            setView({ kind: 'resetPassword', email: to });
          }}
          onBack={() => backToSignIn()}
        />
      );
      break;
    case 'resetPassword':
      body = (
        <ResetPasswordForm
          email={view.email}
          passwordVisibility={passwordVisibility}
          onDone={backToSignIn}
          onBack={() => backToSignIn(view.email)}
        />
      );
      break;
    default:
      body = (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <div className="mt-6">
            <FederatedButtons />
          </div>
          <div className="relative my-6">
            <div className="absolute inset-0 flex items-center" aria-hidden>
              <span className="w-full border-t" />
            </div>
            <p className="relative flex justify-center text-xs">
              <span className="bg-card px-2 text-muted-foreground">Or continue with email</span>
            </p>
          </div>
          <TabsContent value="signin">
            <SignInForm
              initialEmail={email}
              passwordVisibility={passwordVisibility}
              onNextStep={onSignInStep}
              onForgotPassword={(typed) => {
                setEmail(typed);
                setView({ kind: 'forgotPassword' });
              }}
            />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm
              initialEmail={email}
              passwordVisibility={passwordVisibility}
              onSignedUp={(signedUpEmail, password, confirmed) => {
                setEmail(signedUpEmail);
                if (confirmed) backToSignIn(signedUpEmail);
                else
                  setView({
                    kind: 'confirmSignUp',
                    email: signedUpEmail,
                    password,
                    codeJustSent: true,
                  });
              }}
            />
          </TabsContent>
        </Tabs>
      );
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Welcome to vCISO Hub</h1>
          <CardDescription>Sign in to your account or create a new one</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        <CardFooter>
          <p className="w-full text-center text-xs text-muted-foreground">
            By continuing, you agree to our{' '}
            <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
              Privacy Policy
            </Link>
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
