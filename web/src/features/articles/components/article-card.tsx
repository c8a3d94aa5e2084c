import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { TArticleTeaser } from '@contracts/articles/article';
import { Markdown } from '@/components/markdown';
import { formatShortDate } from '../lib/format-date';
import { ArticleImage } from './article-image';

/**
 * A published article's teaser card (spec §2): optional image, title, author and date, the excerpt
 * clamped to three lines, and "Read more" to its page, named after the article for screen readers
 * and search engines ("Read more: <title>"). One look on the home preview and on `/insights`; the
 * title is an h3 under the preview's h2, an h2 under the list page's h1.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: TArticleTeaser;
  headingLevel?: 2 | 3;
}) {
  const date = formatShortDate(article.publishedAt);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        <Heading className="text-xl leading-snug font-semibold text-balance">
          {article.title}
        </Heading>
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
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline"
          >
            Read more<span className="sr-only">: {article.title}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </li>
  );
}
