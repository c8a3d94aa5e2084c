import { useId } from 'react';
import Plus from 'lucide-react/icons/plus';
import { homeMessages } from '@contracts/home/client-overview';
import { LinkButton } from '@/components/ui/link-button';
import { ListBody } from '@/components/ui/list-body';
import { useHomeClients } from '../api/get-home-clients';
import { clientsTexts, NEW_CLIENT_PATH } from '../lib/client-overview';
import { ClientOverviewCard } from './client-overview-card';

/**
 * The home's "Your clients": a card per client with what is next and what waits on someone. A
 * failed load offers a retry here only; the rest of the home shows whatever happens.
 */
export function HomeClients({ sub }: { sub: string }) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useHomeClients(sub);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {clientsTexts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{clientsTexts.lead}</p>
      </div>
      <ListBody
        query={{ data: data?.clients, error, isLoading, mutate }}
        texts={{
          loading: clientsTexts.loading,
          failed: homeMessages.loadFailed,
          empty: homeMessages.empty,
        }}
        emptyAction={
          <LinkButton to={NEW_CLIENT_PATH} icon={<Plus aria-hidden />} primary>
            {clientsTexts.addClient}
          </LinkButton>
        }
      >
        {(clients) => (
          <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {clients.map((client) => (
              <li key={client.clientId} className="min-w-0">
                <ClientOverviewCard client={client} today={data?.today ?? ''} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
