/**
 * Public entry: the Insights Hub's panel on the Admin Dashboard (features/admin), the article form
 * and list. A file of its own rather than an index, so the landing page's lazy preview chunk never
 * reaches the admin code.
 */
export { ArticleManager as ArticlesAdminPanel } from './components/article-manager';
