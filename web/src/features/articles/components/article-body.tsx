import type { ReactNode } from 'react';
import type { TArticle } from '@contracts/articles/article';
import { Markdown } from '@/components/markdown';
import { formatLongDate } from '../lib/format-date';
import { ArticleImage } from './article-image';

/** What the article page shows: a published article, or any article in the admin preview. */
export type ArticleContent = Pick<
  TArticle,
  'title' | 'authorName' | 'imageUrl' | 'content' | 'publishedAt'
>;

/** The article page's width, for anything an admin screen shows beside it (the preview banner). */
export const ARTICLE_WIDTH = 'mx-auto w-full max-w-3xl px-4 sm:px-6';

/**
 * An article as readers see it on `/article/{id}` (spec §2): optional image, title, author, date
 * as "MMMM d, yyyy" (none for a never-published draft) and the markdown content, with the way
 * back above and below. The reader and the admin preview both show this, so they cannot drift.
 */
export function ArticleBody({
  article,
  back,
  headingLevel = 1,
}: {
  article: ArticleContent;
  /** The link back, e.g. "Back to Home", shown above the article and after it. */
  back: ReactNode;
  /** The title is the page's h1, or an h2 under an admin screen's own h1. */
  headingLevel?: 1 | 2;
}) {
  const date = formatLongDate(article.publishedAt);
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <article className={`${ARTICLE_WIDTH} py-8 sm:py-12`}>
      {back}
      {article.imageUrl && (
        <ArticleImage
          src={article.imageUrl}
          alt={article.title}
          className="mt-6 aspect-[2/1] w-full rounded-xl border object-cover"
          eager
        />
      )}
      <header className="mt-8">
        <Heading className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {article.title}
        </Heading>
        <p className="mt-4 text-muted-foreground">
          <span className="font-medium text-foreground">{article.authorName}</span>
          {date && (
            <>
              {' • '}
              <time dateTime={article.publishedAt ?? undefined}>{date}</time>
            </>
          )}
        </p>
      </header>
      <Markdown className="mt-8 border-t pt-8 text-base sm:text-lg">{article.content}</Markdown>
      <div className="mt-12 border-t pt-6">{back}</div>
    </article>
  );
}
