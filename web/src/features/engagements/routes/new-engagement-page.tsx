import { Link, useSearchParams } from 'react-router';
import type { TClient } from '@contracts/clients/client';
import Building2 from 'lucide-react/icons/building-2';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CenteredState } from '@/components/ui/centered-state';
import { DocumentTitle } from '@/components/ui/document-title';
import { RecordState } from '@/components/ui/page-state';
import { RequireUser } from '@/features/auth/require-user';
import { CLIENTS_PATH, clientPath, useClient } from '@/features/clients/owner-clients';
import { BackLink } from '../components/back-link';
import { EngagementForm } from '../components/engagement-form';

const TITLE = 'New engagement';

/**
 * `/engagements/new?client={id}`: drafts an engagement with one of the owner's clients (its
 * currency prices the terms), then opens the draft's screen. It is reached from the client's
 * screen; without a client, or with one that is not the owner's, it leads to the clients.
 */
export default function NewEngagementPage() {
  const [search] = useSearchParams();
  const clientId = search.get('client') ?? '';
  return (
    <>
      <DocumentTitle title={TITLE} />
      <RequireUser>
        {(user) => (clientId ? <ForClient clientId={clientId} sub={user.sub} /> : <ChooseClient />)}
      </RequireUser>
    </>
  );
}

function ForClient({ clientId, sub }: { clientId: string; sub: string }) {
  return (
    <RecordState
      query={useClient(clientId, sub)}
      what="client"
      notFound={<ChooseClient notFound />}
    >
      {(client) => <NewEngagement client={client} />}
    </RecordState>
  );
}

function NewEngagement({ client }: { client: TClient }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={clientPath(client.id)}>{`Back to ${client.name}`}</BackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-bold tracking-tight">{TITLE}</h1>
          <CardDescription>
            A draft with{' '}
            <Link
              to={clientPath(client.id)}
              className="font-medium break-words text-primary underline-offset-4 hover:underline"
            >
              {client.name}
            </Link>
            , priced in {client.currency}. It stays yours to change until its letter is sent for
            signature.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EngagementForm clientId={client.id} currency={client.currency} />
        </CardContent>
      </Card>
    </div>
  );
}

/** An engagement is drafted for a client: without one known, the way to the clients. */
function ChooseClient({ notFound = false }: { notFound?: boolean }) {
  return (
    <CenteredState
      icon={<Building2 />}
      title={notFound ? 'Client not found' : 'Choose a client first'}
      action={
        <Button asChild variant="outline">
          <Link to={CLIENTS_PATH}>Go to Clients</Link>
        </Button>
      }
    >
      <p>
        {notFound
          ? 'This client does not exist, or it belongs to another account.'
          : 'An engagement is drafted for one of your clients: open the client and choose New engagement.'}
      </p>
    </CenteredState>
  );
}
