import { Link } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import type { TMyApplication } from '@contracts/applications/my-applications';
import { Button } from '@/components/ui/button';
import { editPath } from '../lib/my-applications';
import { WithdrawButton } from './withdraw-button';

/** What the applicant may still do, as the server says: change it (its own page) or withdraw it. */
export function ApplicationActions({
  application,
}: {
  application: Pick<TMyApplication, 'id' | 'canEdit' | 'canWithdraw'>;
}) {
  if (!application.canEdit && !application.canWithdraw) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {application.canEdit && (
        <Button asChild variant="outline">
          <Link to={editPath(application.id)}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
      )}
      {application.canWithdraw && <WithdrawButton id={application.id} />}
    </div>
  );
}
