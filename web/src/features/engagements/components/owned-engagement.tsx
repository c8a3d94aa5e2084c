import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import Handshake from 'lucide-react/icons/handshake';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { PageLoadFailed, PageLoading } from '@/components/ui/page-state';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { ApiError } from '@/lib/api-client';
import { useEngagement } from '../api/get-engagement';
import { ENGAGEMENTS_PATH } from '../lib/engagement-display';

/** An unknown id, a malformed one, or another owner's engagement all read as "not found". */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An engagement that is not there (or is another account's), with the way back to the list. */
export function EngagementNotFound() {
  return (
    <CenteredState
      icon={<Handshake />}
      title={engagementMessages.notFound}
      action={
        <Button asChild variant="outline">
          <Link to={ENGAGEMENTS_PATH}>Back to Engagements</Link>
        </Button>
      }
    >
      <p>This engagement does not exist, or it belongs to another account.</p>
    </CenteredState>
  );
}

/**
 * `/engagements/{id}` for its signed-in owner: a spinner while the engagement loads,
 * "Engagement not found" for an unknown one, a retry when the load failed otherwise, then the
 * screen, which may read the engagement again (`reload`).
 */
export function OwnedEngagementScreen({
  children,
}: {
  children: (engagement: TEngagement, reload: () => void) => ReactNode;
}) {
  const { id = '' } = useParams();
  return (
    <RequireUser>{(user) => <OwnedEngagement id={id} user={user} render={children} />}</RequireUser>
  );
}

function OwnedEngagement({
  id,
  user,
  render,
}: {
  id: string;
  user: SessionUser;
  render: (engagement: TEngagement, reload: () => void) => ReactNode;
}) {
  const { data: engagement, error, mutate } = useEngagement(id, user.sub);
  if (engagement) return render(engagement, () => void mutate());
  if (isNotFound(error)) return <EngagementNotFound />;
  if (error)
    return (
      <PageLoadFailed message="The engagement could not be loaded." onRetry={() => void mutate()} />
    );
  return <PageLoading label="Loading engagement" />;
}
