import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Spinner } from '@/components/ui/spinner';
import { useArticles } from '../api/get-articles';
import { insightsListTexts } from '../lib/article-pages';
import { ArticleCard } from './article-card';

/** At most this many teasers on the home page (spec §9). */
export const PREVIEW_LIMIT = 3;

/**
 * The landing page's Insights Hub section (spec §2): up to three published articles as teasers,
 * then "View all insights" (`/insights`). An empty list or a failed load hides the whole section,
 * silently (spec §8).
 */
export function InsightsPreview() {
  const { data: articles, error, isLoading } = useArticles(PREVIEW_LIMIT);

  if (error || (!isLoading && !articles?.length)) return null;
  return (
    <section aria-labelledby="insights-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Latest articles
          </p>
          <h2
            id="insights-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {insightsListTexts.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{insightsListTexts.lead}</p>
        </div>
        {articles ? (
          <>
            <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
            <div className="mt-10 flex justify-center">
              <Link
                to="/insights"
                className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary hover:underline"
              >
                {insightsListTexts.viewAll}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}

function Loading() {
  return (
    <div className="mt-12 flex items-center justify-center gap-3 text-muted-foreground">
      <Spinner label="Loading insights" />
      <span>{insightsListTexts.loading}</span>
    </div>
  );
}
