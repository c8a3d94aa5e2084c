import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import type { FromList } from '../lib/list-params';
import { detailPath } from '../lib/submission';

/**
 * A name that opens its application's detail screen. `from` is the list it is opened from, so
 * the detail's back link returns there; without it, the list this screen came from is passed on.
 */
export function ApplicationLink({
  id,
  from,
  className,
  children,
}: {
  id: string;
  from?: FromList;
  className?: string;
  children: ReactNode;
}) {
  const { state } = useLocation();
  return (
    <Link
      to={detailPath(id)}
      state={from ?? state}
      className={cn(className, 'text-primary underline-offset-4 hover:underline')}
    >
      {children}
    </Link>
  );
}
