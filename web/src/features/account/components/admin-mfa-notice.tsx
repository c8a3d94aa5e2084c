import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Button } from '@/components/ui/button';

/**
 * Shown to an administrator the admin guard sent here: why the admin screens need an
 * authenticator app, and once one is on, the way back to the screen they were opening.
 */
export function AdminMfaNotice({ returnTo, enrolled }: { returnTo: string; enrolled: boolean }) {
  return (
    <section
      aria-labelledby="admin-mfa-title"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 id="admin-mfa-title" className="font-semibold">
            {enrolled
              ? 'Two-factor authentication is on'
              : 'Administrators must use two-factor authentication'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {enrolled
              ? 'The admin screens are open to you now. Each sign-in will ask for a code from your authenticator app.'
              : 'An administrator can change what every visitor reads and see every application, so a password alone is not enough. Add an authenticator app below; the admin screens open as soon as it is on.'}
          </p>
        </div>
      </div>
      {enrolled && (
        <div>
          <Button asChild size="sm">
            <Link to={returnTo}>
              Back to Admin
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
