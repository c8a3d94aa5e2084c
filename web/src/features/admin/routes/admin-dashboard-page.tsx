import { ArticlesAdminPanel } from '@/features/articles/admin-panel';
import { TickerAdminPanel } from '@/features/ticker/admin-panel';
import { ApplicationsAdminPanel } from '@/features/screening/admin-panel';
import type { AdminPanel } from '..';
import { AdminScreen } from '../components/admin-screen';

/**
 * The dashboard's panels, top to bottom: the way to the applications, then (spec §2) articles,
 * then the ticker. A feature plugs in by exporting an `AdminPanel` from its public `admin-panel`
 * entry and listing it here.
 */
const panels: readonly AdminPanel[] = [
  ApplicationsAdminPanel,
  ArticlesAdminPanel,
  TickerAdminPanel,
];

/** `/admin`: every feature's admin panel, for administrators only (spec §2, §6). */
export default function AdminDashboardPage() {
  return (
    <AdminScreen
      title="Admin Dashboard"
      lead="Screen applications, and manage Insights Hub articles and the ticker on the home page."
      deniedMessage="You don't have admin privileges"
    >
      {(user) => panels.map((Panel, order) => <Panel key={order} sub={user.sub} />)}
    </AdminScreen>
  );
}
