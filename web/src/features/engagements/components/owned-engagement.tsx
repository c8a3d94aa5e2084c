import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import Handshake from 'lucide-react/icons/handshake';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { RecordState } from '@/components/ui/page-state';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { useEngagement } from '../api/get-engagement';
import { ENGAGEMENTS_PATH } from '../lib/engagement-display';

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
 * screen, which may read the engagement again (`reload`) and reads its parts as `user`.
 */
export function OwnedEngagementScreen({
  children,
}: {
  children: (engagement: TEngagement, reload: () => void, user: SessionUser) => ReactNode;
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
  render: (engagement: TEngagement, reload: () => void, user: SessionUser) => ReactNode;
}) {
  const query = useEngagement(id, user.sub);
  return (
    <RecordState query={query} what="engagement" notFound={<EngagementNotFound />}>
      {(engagement) => render(engagement, () => void query.mutate(), user)}
    </RecordState>
  );
}
