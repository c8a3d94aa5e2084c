import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';

/**
 * A document or library that is not there (or is another account's): the page says so, and the
 * way out is back to the libraries.
 */
export function NotFoundState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <CenteredState
      icon={icon}
      title={title}
      action={
        <Button asChild variant="outline">
          <Link to="/documents/libraries">Back to Libraries</Link>
        </Button>
      }
    >
      <p>{children}</p>
    </CenteredState>
  );
}
