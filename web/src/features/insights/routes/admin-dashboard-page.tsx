import { DocumentTitle } from '@/components/ui/document-title';
import { TickerManager } from '@/features/ticker/components/ticker-manager';
import { AdminOnly } from '../components/admin-only';
import { AdminPageHeader } from '../components/admin-page-header';
import { ArticleManager } from '../components/article-manager';

/** `/admin`: articles and the ticker (spec §2), for administrators only (spec §6). */
export default function AdminDashboardPage() {
  return (
    <>
      <DocumentTitle title="Admin Dashboard" />
      <AdminOnly deniedMessage="You don't have admin privileges">
        {(user) => (
          <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            <AdminPageHeader title="Admin Dashboard">
              Manage Insights Hub articles and the ticker on the home page.
            </AdminPageHeader>
            <ArticleManager sub={user.sub} />
            <TickerManager sub={user.sub} />
          </div>
        )}
      </AdminOnly>
    </>
  );
}
