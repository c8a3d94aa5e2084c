import { useMemo } from 'react';
import Plus from 'lucide-react/icons/plus';
import { engagementMessages } from '@contracts/engagements/engagement';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ListBody } from '@/components/ui/list-body';
import { PagedListFooter } from '@/components/ui/paged-list-footer';
import { useEngagements } from '../api/get-engagements';
import { listTexts, newEngagementPath } from '../lib/engagement-display';
import { EngagementRows } from './engagement-rows';

/**
 * The client screen's "Engagements": the work agreed or being agreed with this client, newest
 * first, a page at a time, and the way to draft another (beside the list, or in its empty state).
 */
export function ClientEngagements({ clientId, sub }: { clientId: string; sub: string }) {
  const { data, error, isLoading, mutate, size, setSize } = useEngagements(sub, clientId);
  const engagements = useMemo(() => data?.flatMap((page) => page.engagements), [data]);
  const nextCursor = data?.at(-1)?.nextCursor ?? null;
  const loadingMore = data !== undefined && data.length < size && !error;
  const newLink = (
    <LinkButton to={newEngagementPath(clientId)} icon={<Plus aria-hidden />}>
      {listTexts.new}
    </LinkButton>
  );

  return (
    <Card aria-labelledby="client-engagements-heading" role="region">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1.5">
            {/* Under the page's h1, the client's name. */}
            <h2
              id="client-engagements-heading"
              className="text-xl leading-none font-semibold tracking-tight"
            >
              Engagements
            </h2>
            <CardDescription>
              The work agreed with this client, under a signed letter.
            </CardDescription>
          </div>
          {engagements?.length ? newLink : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ListBody
          query={{ data: engagements, error, isLoading, mutate }}
          texts={{
            loading: listTexts.loading,
            failed: engagementMessages.loadFailed,
            empty: listTexts.clientEmpty,
          }}
          emptyAction={newLink}
        >
          {(items) => (
            <div className="-mx-6 border-y">
              <EngagementRows engagements={items} label="Engagements with this client" />
            </div>
          )}
        </ListBody>
        {engagements?.length ? (
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
        ) : null}
      </CardContent>
    </Card>
  );
}
