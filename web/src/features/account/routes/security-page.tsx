import { Link, useLocation } from 'react-router';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { adminMfaReturnPath } from '@/features/admin/admin-mfa-state';
import { useRegisterAuthNavigator } from '@/features/auth/navigation';
import { SignInFirst } from '@/features/auth/return-to';
import { useSession, type SessionUser } from '@/features/auth/session';
import { useMfaFactors } from '../api/mfa';
import { AddMfaDialog } from '../components/add-mfa-dialog';
import { AdminMfaNotice } from '../components/admin-mfa-notice';
import { ChangeEmailDialog } from '../components/change-email-dialog';
import { ChangePasswordForm } from '../components/change-password-form';
import { ConnectedSignInsCard } from '../components/connected-sign-ins-card';
import { FederatedSessionCard, federatedSessionTexts } from '../components/federated-session-card';
import { RecoveryCodesSection } from '../components/recovery-codes-card';
import { RemoveMfaButton } from '../components/remove-mfa-button';
import { formatAddedDate, type MfaFactor } from '../lib/mfa-factors';

export default function SecurityPage() {
  useRegisterAuthNavigator();
  const { status, user } = useSession();
  if (status === 'loading') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <Spinner className="size-8!" />
      </div>
    );
  }
  if (status === 'signedOut' || !user) return <SignInFirst />;
  return <SecurityContent user={user} />;
}

function SecurityContent({ user }: { user: SessionUser }) {
  // A Google, Microsoft or LinkedIn session cannot use Cognito's self-service calls: it never
  // reads the MFA settings nor offers to change the e-mail, password or authenticator app.
  const federated = user.signIn.kind === 'federated' ? user.signIn : null;
  const { factors, isLoading } = useMfaFactors(federated ? undefined : user.sub);
  // Set when the admin guard sent an administrator without an authenticator app here.
  const adminReturn = adminMfaReturnPath(useLocation().state);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Account Security</h1>
        <p className="text-muted-foreground">
          Your account details, password, multi-factor authentication and connected sign-ins.
        </p>
      </div>

      {adminReturn && !federated && !isLoading && (
        <AdminMfaNotice returnTo={adminReturn} enrolled={factors.length > 0} />
      )}

      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
          <CardDescription>
            {federated
              ? federatedSessionTexts.accountDescription
              : 'The email you sign in with and your account ID. A new email takes effect once you enter the code we send to it.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="account-email">Email</Label>
            <Input id="account-email" value={user.email} readOnly />
            {!federated && (
              <div>
                <ChangeEmailDialog email={user.email} />
              </div>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="account-id">Account ID</Label>
            <Input id="account-id" value={user.sub} readOnly className="font-mono text-xs!" />
          </div>
        </CardContent>
      </Card>

      {federated ? (
        <FederatedSessionCard providers={federated.providers} />
      ) : (
        <PasswordSessionCards user={user} factors={factors} isLoading={isLoading} />
      )}

      <ConnectedSignInsCard sub={user.sub} />

      <Card>
        <CardHeader>
          <CardTitle>Your profile</CardTitle>
          <CardDescription>
            Your name, company, address and tax number: how clients see you, and what your invoices
            print.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/account/profile">Edit your profile</Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
          <CardDescription>
            Download a copy of everything your account holds, or close your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/account/data">Download or delete your data</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The password form and the authenticator app: the e-mail and password sign-in's own. */
function PasswordSessionCards({
  user,
  factors,
  isLoading,
}: {
  user: SessionUser;
  factors: MfaFactor[];
  isLoading: boolean;
}) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            Change the password you sign in with. You need your current one to set a new one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={user.email} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Multi-Factor Authentication</CardTitle>
          <CardDescription>
            Ask for a 6-digit code from an authenticator app each time you sign in. One
            authenticator app can be registered per account.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isLoading ? (
            <div className="flex justify-center py-4">
              <Spinner label="Loading MFA factors" />
            </div>
          ) : factors.length === 0 ? (
            <>
              <p className="text-sm text-muted-foreground">No MFA factors enrolled yet.</p>
              <div>
                <AddMfaDialog email={user.email} sub={user.sub} />
              </div>
            </>
          ) : (
            <>
              <ul className="grid gap-3" aria-label="MFA factors">
                {factors.map((factor) => {
                  const added = formatAddedDate(factor.createdAt);
                  return (
                    <li
                      key={factor.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-4"
                    >
                      <div className="flex items-center gap-3">
                        <ShieldCheck className="size-5 text-primary" aria-hidden />
                        <div className="grid gap-0.5">
                          <p className="font-medium">
                            {factor.friendlyName}{' '}
                            <span className="ml-1 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">
                              {factor.type}
                            </span>
                          </p>
                          <p className="text-sm text-muted-foreground">
                            {added ? `Added ${added}` : 'Date added: unknown'}
                          </p>
                        </div>
                      </div>
                      <RemoveMfaButton
                        sub={user.sub}
                        email={user.email}
                        name={factor.friendlyName}
                      />
                    </li>
                  );
                })}
              </ul>
              <RecoveryCodesSection />
              <p className="text-sm text-muted-foreground">
                Only one authenticator app can be registered. Remove this one to set up a different
                app.
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
