import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button, type ButtonProps } from '@/components/ui/button';

/** A link back to the screen above this one, e.g. "Back to Booking Pages", with a left arrow. */
export function BackLink({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild {...props}>
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

/** The back link above an owner's booking screen: quiet, and aligned with the text below it. */
export function ScreenBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div>
      <BackLink to={to} variant="ghost" size="sm" className="-ml-3">
        {children}
      </BackLink>
    </div>
  );
}
