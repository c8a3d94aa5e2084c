import { useParams } from 'react-router';
import FileX from 'lucide-react/icons/file-x';
import { Markdown } from '@/components/markdown';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { useArticle } from '../api/get-article';
import { ArticleImage } from '../components/article-image';
import { formatLongDate } from '../lib/format-date';

/** `/article/{id}`: one published article (spec §2); anything else is "Article not found". */
export default function ArticlePage() {
  const { id } = useParams();
  const { data: article, error } = useArticle(id);

  // Any failure reads as "not found", even over an article shown earlier (unpublished since).
  if (error || !id) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <DocumentTitle title="Article not found" />
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <FileX className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Article not found</h1>
        <p className="mt-3 text-muted-foreground">
          This article does not exist or is no longer published.
        </p>
        <BackToHome className="mt-8" />
      </section>
    );
  }

  if (!article) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 p-4 text-muted-foreground">
        <Spinner label="Loading article" />
        <span>Loading article...</span>
      </div>
    );
  }

  const date = formatLongDate(article.publishedAt);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={article.title} />
      <BackToHome variant="ghost" size="sm" className="-ml-3" />
      {article.imageUrl && (
        <ArticleImage
          src={article.imageUrl}
          alt={article.title}
          className="mt-6 aspect-[2/1] w-full rounded-xl border object-cover"
          eager
        />
      )}
      <header className="mt-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-muted-foreground">
          <span className="font-medium text-foreground">{article.authorName}</span>
          {date && (
            <>
              {' • '}
              <time dateTime={article.publishedAt}>{date}</time>
            </>
          )}
        </p>
      </header>
      <Markdown className="mt-8 border-t pt-8 text-base sm:text-lg">{article.content}</Markdown>
      <div className="mt-12 border-t pt-6">
        <BackToHome variant="ghost" size="sm" className="-ml-3" />
      </div>
    </article>
  );
}
