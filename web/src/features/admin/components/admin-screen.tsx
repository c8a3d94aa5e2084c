import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import type { SessionUser } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import { AdminOnly } from './admin-only';
import { AdminPageHeader } from './admin-page-header';

/**
 * The frame of every admin screen (spec §2, §6): its document title, the admin guard, Back to
 * Home with the heading and lead, then the screen's content for the signed-in administrator.
 */
export function AdminScreen({
  title,
  lead,
  deniedMessage,
  wide = false,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** The "Access Denied" toast's text for a signed-in user who is not an administrator. */
  deniedMessage: string;
  /** The manager's wider page; the dashboard's container is narrower (spec §2). */
  wide?: boolean;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <>
      <DocumentTitle title={title} />
      <AdminOnly deniedMessage={deniedMessage}>
        {(user) => (
          <div
            className={cn(
              'mx-auto grid w-full gap-8 px-4 py-8 sm:px-6 sm:py-10',
              wide ? 'max-w-6xl' : 'max-w-4xl',
            )}
          >
            <AdminPageHeader title={title}>{lead}</AdminPageHeader>
            {children(user)}
          </div>
        )}
      </AdminOnly>
    </>
  );
}
