import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { TArticleTeaser } from '@contracts/articles/article';
import { Markdown } from '@/components/markdown';
import { Spinner } from '@/components/ui/spinner';
import { useArticles } from '../api/get-articles';
import { formatShortDate } from '../lib/format-date';
import { ArticleImage } from './article-image';

/** At most this many teasers on the home page (spec §9). */
export const PREVIEW_LIMIT = 3;

/**
 * The landing page's Insights Hub section (spec §2): up to three published articles as teasers.
 * An empty list or a failed load hides the whole section, silently (spec §8).
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
            Insights Hub
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Expert perspectives on cybersecurity leadership, virtual CISO trends, and industry
            insights.
          </p>
        </div>
        {articles ? (
          <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <Teaser key={article.id} article={article} />
            ))}
          </ul>
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
      <span>Loading insights...</span>
    </div>
  );
}

function Teaser({ article }: { article: TArticleTeaser }) {
  const date = formatShortDate(article.publishedAt);
  const titleId = `teaser-${article.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      {article.imageUrl && (
        <ArticleImage
          src={article.imageUrl}
          alt={article.title}
          className="aspect-video w-full border-b object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-xl leading-snug font-semibold text-balance">
          {article.title}
        </h3>
        <p className="mt-2 text-sm text-muted-foreground">
          {article.authorName}
          {date && (
            <>
              {' • '}
              <time dateTime={article.publishedAt}>{date}</time>
            </>
          )}
        </p>
        <Markdown variant="compact" className="mt-4 line-clamp-3 text-muted-foreground">
          {article.excerpt}
        </Markdown>
        <div className="mt-auto pt-6">
          <Link
            to={`/article/${encodeURIComponent(article.id)}`}
            aria-describedby={titleId}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline"
          >
            Read more
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </li>
  );
}
