import { useSearchParams } from 'react-router';
import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  type TApplicationKind,
} from '@contracts/applications/application';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminScreen } from '@/features/admin';
import { ApplicationList } from '../components/application-list';
import { StatusFilter } from '../components/list-filters';
import { filtersFromParams, filtersQuery, type ListFilters } from '../lib/list-params';
import { DENIED_MESSAGE } from '../lib/screens';

/** `/admin/applications?kind=&status=`: the submissions of one kind, to screen (admin only). */
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
  const show = (next: ListFilters) => setParams(filtersQuery(next), { replace: true });

  return (
    <Tabs
      value={filters.kind}
      onValueChange={(kind) => show({ ...filters, kind: kind as TApplicationKind })}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TabsList aria-label="Kind of application" className="sm:max-w-lg">
          {APPLICATION_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind} className="max-sm:px-1.5 max-sm:text-xs">
              {APPLICATION_KIND_LABELS[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
        <StatusFilter value={filters.status} onChange={(status) => show({ ...filters, status })} />
      </div>
      {APPLICATION_KINDS.map((kind) => (
        <TabsContent key={kind} value={kind} className="mt-6">
          {kind === filters.kind && <ApplicationList filters={filters} sub={sub} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
