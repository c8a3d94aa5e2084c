import { useMemo } from 'react';
import Building2 from 'lucide-react/icons/building-2';
import { engagementMessages } from '@contracts/engagements/engagement';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { LinkButton } from '@/components/ui/link-button';
import { ListBody } from '@/components/ui/list-body';
import { PagedListFooter } from '@/components/ui/paged-list-footer';
import { RequireUser } from '@/features/auth/require-user';
import { CLIENTS_PATH } from '@/features/clients/owner-clients';
import { useEngagements } from '../api/get-engagements';
import { EngagementRows } from '../components/engagement-rows';
import { listTexts } from '../lib/engagement-display';

/**
 * `/engagements`: every engagement of the owner, newest first, a page at a time, each naming its
 * client. Engagements are drafted from a client's screen, so the way to a first one is Clients.
 */
export default function EngagementsPage() {
  return (
    <>
      <DocumentTitle title={listTexts.title} />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            <header className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">{listTexts.title}</h1>
              <p className="text-muted-foreground">{listTexts.lead}</p>
            </header>
            <AllEngagements sub={user.sub} />
          </div>
        )}
      </RequireUser>
    </>
  );
}

function AllEngagements({ sub }: { sub: string }) {
  const { data, error, isLoading, mutate, size, setSize } = useEngagements(sub);
  const engagements = useMemo(() => data?.flatMap((page) => page.engagements), [data]);
  const nextCursor = data?.at(-1)?.nextCursor ?? null;
  const loadingMore = data !== undefined && data.length < size && !error;
  return (
    <ListBody
      query={{ data: engagements, error, isLoading, mutate }}
      texts={{
        loading: listTexts.loading,
        failed: engagementMessages.loadFailed,
        empty: engagementMessages.empty,
      }}
      emptyAction={
        <LinkButton to={CLIENTS_PATH} icon={<Building2 aria-hidden />} primary>
          Go to Clients
        </LinkButton>
      }
    >
      {(items) => (
        <div className="grid gap-4">
          <Card>
            <EngagementRows engagements={items} label="Engagements" withClient />
          </Card>
          <PagedListFooter
            error={error}
            failed={engagementMessages.loadFailed}
            onRetry={() => void mutate()}
            hasMore={Boolean(nextCursor)}
            loadingMore={loadingMore}
            onMore={() => void setSize(size + 1)}
            label={listTexts.loadMore}
            loadingLabel="Loading more engagements"
          />
        </div>
      )}
    </ListBody>
  );
}
