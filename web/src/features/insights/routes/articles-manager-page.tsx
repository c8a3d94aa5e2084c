import { DocumentTitle } from '@/components/ui/document-title';
import { AdminOnly } from '../components/admin-only';
import { AdminPageHeader } from '../components/admin-page-header';
import { ArticleManager } from '../components/article-manager';

/** `/admin/articles`: the article part of the dashboard on a wider page (spec §2, §6). */
export default function ArticlesManagerPage() {
  return (
    <>
      <DocumentTitle title="Insights Hub Manager" />
      <AdminOnly deniedMessage="You don't have permission to access this page.">
        {(user) => (
          <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            <AdminPageHeader title="Insights Hub Manager">
              Create and manage articles for the Insights Hub
            </AdminPageHeader>
            <ArticleManager sub={user.sub} split />
          </div>
        )}
      </AdminOnly>
    </>
  );
}
