import { Link } from 'react-router';
import Users from 'lucide-react/icons/users';
import { fieldMessages } from '@contracts/documents/fields';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';

/** Fields belong to signers: without any, the editor sends the owner to set them up first. */
export function NoSigners({ documentId }: { documentId: string }) {
  return (
    <CenteredState
      icon={<Users />}
      title={fieldMessages.noSigners}
      action={
        <Button asChild>
          <Link to={`/documents/${encodeURIComponent(documentId)}/prepare`}>Configure Signers</Link>
        </Button>
      }
    >
      <p>Add the people who sign this document before placing their fields.</p>
    </CenteredState>
  );
}
