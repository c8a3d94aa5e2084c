import KeyRound from 'lucide-react/icons/key-round';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { providerList } from '@/features/auth/session-kind';

export const federatedSessionTexts = {
  title: 'Password and Multi-Factor Authentication',
  description: 'Your password and authenticator app for signing in with your e-mail.',
  accountDescription: 'The email of your account and your account ID.',
  /** Which sign-in this session used, and who keeps its e-mail and password. */
  signedInWith(providers: readonly string[]): string {
    if (providers.length === 0)
      return 'This session did not sign in with your e-mail and password.';
    const names = providerList(providers);
    return providers.length === 1
      ? `This session signed in with ${names}, whose account manages the e-mail and password you use there.`
      : `This session signed in with one of your connected sign-ins (${names}), whose account manages the e-mail and password you use there.`;
  },
  managedHere:
    'Your authenticator app, password and e-mail here are managed when you sign in with your e-mail and password.',
} as const;

/**
 * Account Security for a session that signed in through Google, Microsoft or LinkedIn: in place
 * of the password form and the authenticator app, which Cognito lets only the e-mail and password
 * sign-in change, the page says which sign-in this is and where those are managed.
 */
export function FederatedSessionCard({ providers }: { providers: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{federatedSessionTexts.title}</CardTitle>
        <CardDescription>{federatedSessionTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3 rounded-md border p-4">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1 text-sm">
            <p>{federatedSessionTexts.signedInWith(providers)}</p>
            <p className="text-muted-foreground">{federatedSessionTexts.managedHere}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
