import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** A link to another screen that looks like a button: an icon (hidden from screen readers), then its words. */
export function LinkButton({
  to,
  icon,
  children,
  primary = false,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  /** The screen's main step, filled; others are outlined. */
  primary?: boolean;
}) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Button>
  );
}
