import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';

/**
 * The frame of both applicant screens: the tab's title, and the screen only once signed in
 * (signed-out visitors go to sign in and come back here).
 */
export function MyScreen({
  title,
  children,
}: {
  title: string;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <>
      <DocumentTitle title={title} />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            {children(user)}
          </div>
        )}
      </RequireUser>
    </>
  );
}
