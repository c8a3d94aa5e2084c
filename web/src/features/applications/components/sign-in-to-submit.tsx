import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import LogIn from 'lucide-react/icons/log-in';
import { Button } from '@/components/ui/button';
import { rememberReturn } from '@/features/auth/return-to';
import { useSession } from '@/features/auth/session';
import { signInToSubmitNotice as text } from '../lib/notices';

/**
 * Tells a signed-out visitor, before they press submit, that sending the form needs an account
 * (spec §6) and that what they type is kept meanwhile; its Sign in link comes back to this form.
 * Nothing shows while the session loads or once signed in, so it never flashes for a member.
 * `note` adds a line, such as the photo that will have to be chosen again.
 */
export function SignInToSubmit({ note }: { note?: string }) {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  const titleId = useId();
  if (status !== 'signedOut') return null;
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1 text-sm">
        <p id={titleId} className="font-medium">
          {text.title}
        </p>
        <p className="text-muted-foreground">{text.description}</p>
        {note && <p className="text-muted-foreground">{note}</p>}
      </div>
      <Button asChild variant="outline" className="w-full shrink-0 sm:w-auto">
        <Link to="/auth" onClick={() => rememberReturn(`${pathname}${search}${hash}`)}>
          <LogIn aria-hidden />
          {text.action}
        </Link>
      </Button>
    </div>
  );
}
