import { useMemo } from 'react';
import { Link } from 'react-router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import { clientMessages, type TClientSummary } from '@contracts/clients/client';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ListBody } from '@/components/ui/list-body';
import { PagedListFooter } from '@/components/ui/paged-list-footer';
import { useClients } from '../api/get-clients';
import { clientPath, countsLine, listTexts, NEW_CLIENT_PATH } from '../lib/client-display';

/**
 * The owner's clients by name, a page at a time, each a link to its screen with its currency and
 * how many contacts and booking pages it has. A new account is told how to add its first client.
 * Rows already shown stay when a next page fails; its retry sits where "Load more" was.
 */
export function ClientList({ sub }: { sub: string }) {
  const { data, error, isLoading, mutate, size, setSize } = useClients(sub);
  const clients = useMemo(() => data?.flatMap((page) => page.clients), [data]);
  const nextCursor = data?.at(-1)?.nextCursor ?? null;
  const loadingMore = data !== undefined && data.length < size && !error;

  return (
    <ListBody
      query={{ data: clients, error, isLoading, mutate }}
      texts={{
        loading: listTexts.loading,
        failed: clientMessages.loadFailed,
        empty: listTexts.empty,
      }}
      emptyAction={<AddClientLink />}
    >
      {(items) => (
        <div className="grid gap-4">
          <div className="flex justify-end">
            <AddClientLink />
          </div>
          <Card>
            <ul aria-label="Clients" className="divide-y">
              {items.map((client) => (
                <ClientRow key={client.id} client={client} />
              ))}
            </ul>
          </Card>
          <PagedListFooter
            error={error}
            failed={clientMessages.loadFailed}
            onRetry={() => void mutate()}
            hasMore={Boolean(nextCursor)}
            loadingMore={loadingMore}
            onMore={() => void setSize(size + 1)}
            label={listTexts.loadMore}
            loadingLabel="Loading more clients"
          />
        </div>
      )}
    </ListBody>
  );
}

function AddClientLink() {
  return (
    <LinkButton to={NEW_CLIENT_PATH} icon={<Plus aria-hidden />} primary>
      {listTexts.add}
    </LinkButton>
  );
}

/**
 * One client: its name is the link (stretched over the row, so the whole row opens it) and the
 * line under it says its currency and counts.
 */
function ClientRow({ client }: { client: TClientSummary }) {
  return (
    <li className="relative flex items-center gap-3 p-4 transition-colors focus-within:bg-muted/50 hover:bg-muted/50 sm:px-6">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={clientPath(client.id)}
          className="font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {client.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {client.currency} · {countsLine(client)}
        </p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </li>
  );
}
