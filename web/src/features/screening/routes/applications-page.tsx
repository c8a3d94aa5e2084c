import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  type TApplicationKind,
} from '@contracts/applications/application';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminScreen } from '@/features/admin';
import { ApplicationList } from '../components/application-list';
import { SearchFilter, StatusFilter } from '../components/list-filters';
import { filtersFromParams, filtersQuery, type ListFilters } from '../lib/list-params';
import { DENIED_MESSAGE } from '../lib/screens';

/**
 * `/admin/applications?kind=&status=&q=`: the submissions of one kind, by status and name or
 * e-mail search, to screen (admin only).
 */
export default function ApplicationsPage() {
  return (
    <AdminScreen
      title="Applications"
      lead="Screen professional applications, role requests and partner applications."
      deniedMessage={DENIED_MESSAGE}
      wide
    >
      {(user) => <Applications sub={user.sub} />}
    </AdminScreen>
  );
}

function Applications({ sub }: { sub: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // Replaced, not pushed: Back leaves the list rather than stepping through each filter or search.
  const show = useCallback(
    (next: ListFilters) => setParams(filtersQuery(next), { replace: true }),
    [setParams],
  );
  const { kind, status, q = '' } = filters;
  // Stable while typing, so the search box's pause before searching is not cut short.
  const search = useCallback(
    (next: string) => show({ kind, ...(status ? { status } : {}), q: next }),
    [show, kind, status],
  );

  return (
    <Tabs
      value={kind}
      onValueChange={(next) => show({ ...filters, kind: next as TApplicationKind })}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <TabsList aria-label="Kind of application" className="sm:max-w-lg">
          {APPLICATION_KINDS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="max-sm:px-1.5 max-sm:text-xs">
              {APPLICATION_KIND_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <StatusFilter value={status} onChange={(next) => show({ ...filters, status: next })} />
          <SearchFilter value={q} onChange={search} />
        </div>
      </div>
      {APPLICATION_KINDS.map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-6">
          {tab === kind && <ApplicationList filters={filters} sub={sub} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
