import { AdminScreen } from '@/features/admin';
import { ArticleManager } from '../components/article-manager';

/** `/admin/articles`: the article part of the dashboard on a wider page (spec §2, §6). */
export default function ArticlesManagerPage() {
  return (
    <AdminScreen
      title="Insights Hub Manager"
      lead="Create and manage articles for the Insights Hub"
      deniedMessage="You don't have permission to access this page."
      wide
    >
      {(user) => <ArticleManager sub={user.sub} split />}
    </AdminScreen>
  );
}
