import { useMemo } from 'react';
import type { TPublicArticleList } from '@contracts/articles/article';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';
import { ListBody } from '@/components/ui/list-body';
import { useArticlePages } from '../api/get-article-pages';
import { ArticleCard } from '../components/article-card';
import {
  articlePagesView,
  articlesAnnouncement,
  INSIGHTS_PAGE_SIZE,
  insightsListTexts as texts,
} from '../lib/article-pages';
import { PagedListFooter } from '@/components/ui/paged-list-footer';

/**
 * `/insights`: every published article, newest first, as the home preview's cards, a page at a
 * time with "Load more" while the server has more.
 */
export default function InsightsPage() {
  const { data, error, isLoading, mutate, size, setSize } = useArticlePages(INSIGHTS_PAGE_SIZE);
  const view = useMemo(() => data && articlePagesView(data), [data]);
  const loadingMore = data !== undefined && data.length < size && !error;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={texts.title} />
      <BackToHome variant="ghost" size="sm" className="-ml-3" />
      <header className="mx-auto mt-6 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {texts.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{texts.lead}</p>
      </header>
      <div className="mt-12">
        <ListBody
          // The pages are the items here: a page may be short, or empty, and still lead on.
          query={{ data, error, isLoading, mutate }}
          texts={{ loading: texts.loading, failed: texts.failed, empty: texts.empty }}
        >
          {(pages: TPublicArticleList[]) => {
            const { articles, nextCursor, empty } = view ?? articlePagesView(pages);
            return (
              <div className="grid gap-10">
                {empty ? (
                  <p className="py-8 text-center text-muted-foreground">{texts.empty}</p>
                ) : (
                  articles.length > 0 && (
                    <ul
                      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
                      aria-label="Articles, newest first"
                    >
                      {articles.map((article) => (
                        <ArticleCard key={article.id} article={article} headingLevel={2} />
                      ))}
                    </ul>
                  )
                )}
                <PagedListFooter
                  error={error}
                  failed={texts.failed}
                  onRetry={() => void mutate()}
                  hasMore={Boolean(nextCursor)}
                  loadingMore={loadingMore}
                  onMore={() => void setSize(size + 1)}
                  label={texts.loadMore}
                  loadingLabel="Loading more articles"
                />
              </div>
            );
          }}
        </ListBody>
      </div>
      <p role="status" className="sr-only">
        {articlesAnnouncement(view)}
      </p>
    </div>
  );
}
