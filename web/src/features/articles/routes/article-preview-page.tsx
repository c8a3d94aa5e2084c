import { Link, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import type { TArticle } from '@contracts/articles/article';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { AdminScreen } from '@/features/admin';
import { ApiError } from '@/lib/api-client';
import { useAdminArticle } from '../api/get-admin-article';
import { ARTICLE_WIDTH, ArticleBody } from '../components/article-body';
import { previewBanner, previewTexts } from '../lib/article-preview';

/**
 * `/admin/articles/{id}/preview`: any article, drafts included, exactly as its reader page shows
 * it (the same `ArticleBody`), under a banner saying whether readers can see it yet. Admins only,
 * behind the articles manager's own guard.
 */
export default function ArticlePreviewPage() {
  return (
    <AdminScreen
      title={previewTexts.title}
      lead={previewTexts.lead}
      deniedMessage="You don't have permission to access this page."
    >
      {(user) => <Preview sub={user.sub} />}
    </AdminScreen>
  );
}

function Preview({ sub }: { sub: string }) {
  const { id } = useParams();
  const { data: article, error, mutate } = useAdminArticle(id, sub);
  const notFound = !id || (error instanceof ApiError && error.status === 404);

  if (article) return <PreviewedArticle article={article} />;
  if (notFound || error) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 py-4">
        <p className="font-medium">{notFound ? previewTexts.notFound : previewTexts.failed}</p>
        <div className="flex flex-wrap gap-2">
          {!notFound && (
            <Button size="sm" variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          )}
          <BackToArticles variant="outline" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-center gap-3 py-8 text-muted-foreground">
      <Spinner label="Loading article" />
      <span>{previewTexts.loading}</span>
    </div>
  );
}

function PreviewedArticle({ article }: { article: TArticle }) {
  return (
    <div>
      <DocumentTitle title={`${previewTexts.title}: ${article.title}`} />
      <div className={ARTICLE_WIDTH}>
        <p className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm font-medium">
          <Eye className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {previewBanner(article.isPublished)}
        </p>
      </div>
      <ArticleBody
        article={article}
        headingLevel={2}
        back={<BackToArticles variant="ghost" className="-ml-3" />}
      />
    </div>
  );
}

function BackToArticles({
  variant,
  className,
}: {
  variant: 'ghost' | 'outline';
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size="sm" className={className}>
      <Link to="/admin/articles">
        <ArrowLeft aria-hidden />
        {previewTexts.backToArticles}
      </Link>
    </Button>
  );
}
