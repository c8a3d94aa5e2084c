import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import Building2 from 'lucide-react/icons/building-2';
import { clientMessages, type TClient } from '@contracts/clients/client';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { RecordState } from '@/components/ui/page-state';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { useClient } from '../api/get-client';
import { CLIENTS_PATH } from '../lib/client-display';

/** A client that is not there (or is another account's), with the way back to the list. */
export function ClientNotFound() {
  return (
    <CenteredState
      icon={<Building2 />}
      title={clientMessages.notFound}
      action={
        <Button asChild variant="outline">
          <Link to={CLIENTS_PATH}>Back to Clients</Link>
        </Button>
      }
    >
      <p>This client does not exist, or it belongs to another account.</p>
    </CenteredState>
  );
}

/**
 * `/clients/{id}` for its signed-in owner: a spinner while the client loads, "Client not found"
 * for an unknown one, a retry when the load failed otherwise, then the screen.
 */
export function OwnedClientScreen({
  children,
}: {
  children: (client: TClient, user: SessionUser) => ReactNode;
}) {
  const { id = '' } = useParams();
  return (
    <RequireUser>{(user) => <OwnedClient id={id} user={user} render={children} />}</RequireUser>
  );
}

function OwnedClient({
  id,
  user,
  render,
}: {
  id: string;
  user: SessionUser;
  render: (client: TClient, user: SessionUser) => ReactNode;
}) {
  return (
    <RecordState query={useClient(id, user.sub)} what="client" notFound={<ClientNotFound />}>
      {(client) => render(client, user)}
    </RecordState>
  );
}
