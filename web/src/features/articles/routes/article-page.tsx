import { useParams } from 'react-router';
import FileX from 'lucide-react/icons/file-x';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';

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

  return (
    <>
      <DocumentTitle title={article.title} />
      <ArticleBody
        article={article}
        back={<BackToHome variant="ghost" size="sm" className="-ml-3" />}
      />
    </>
  );
}
