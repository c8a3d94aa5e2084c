import { Link } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import Eye from 'lucide-react/icons/eye';
import FilePen from 'lucide-react/icons/file-pen';
import Pencil from 'lucide-react/icons/pencil';
import type { TArticleSummary } from '@contracts/articles/article';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import type { ListQuery } from '@/components/ui/list-body';
import { ListSection } from '@/components/ui/list-section';
import { cn } from '@/lib/cn';
import { useAction } from '@/lib/use-action';
import { deleteArticle } from '../api/delete-article';
import { adminArticlesKey } from '../api/get-admin-articles';
import { setArticlePublished } from '../api/set-article-published';
import { articlePreviewPath, previewTexts } from '../lib/article-preview';
import { articleListDate, formatListDate } from '../lib/format-date';

/** "Existing Articles" (spec §2): each with its state, byline, excerpt and actions. */
export function ArticleList({
  articles,
  editingId,
  onEdit,
  onRemoved,
}: {
  articles: ListQuery<TArticleSummary>;
  editingId: string | null;
  onEdit: (article: TArticleSummary) => void;
  /** An article was deleted (the list has reloaded already). */
  onRemoved: (id: string) => void;
}) {
  return (
    <ListSection
      title="Existing Articles"
      query={articles}
      texts={{
        loading: 'Loading articles...',
        failed: 'The articles could not be loaded.',
        empty: 'No articles yet. Create your first one above!',
      }}
    >
      {(items, focusHeading) => (
        <ul className="grid gap-4" aria-label="Articles">
          {items.map((article) => (
            <ArticleItem
              key={article.id}
              article={article}
              editing={article.id === editingId}
              onEdit={onEdit}
              onRemoved={(id) => {
                onRemoved(id);
                focusHeading();
              }}
            />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

function ArticleItem({
  article,
  editing,
  onEdit,
  onRemoved,
}: {
  article: TArticleSummary;
  editing: boolean;
  onEdit: (article: TArticleSummary) => void;
  onRemoved: (id: string) => void;
}) {
  const { act, busy } = useAction();
  const date = formatListDate(articleListDate(article));

  function togglePublished() {
    const publish = !article.isPublished;
    void act({
      run: () => setArticlePublished(article.id, publish),
      success: publish ? 'Article published successfully' : 'Article unpublished successfully',
      error: 'Failed to update article status',
      revalidate: [adminArticlesKey],
    });
  }

  async function remove() {
    const deleted = await act({
      run: () => deleteArticle(article.id),
      success: 'Article deleted successfully',
      error: 'Failed to delete article',
      revalidate: [adminArticlesKey],
    });
    if (deleted.ok) onRemoved(article.id);
  }

  return (
    <li
      className={cn(
        '@container rounded-lg border p-4',
        editing && 'border-primary bg-accent/40 ring-1 ring-primary',
      )}
      aria-current={editing || undefined}
    >
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-start @xl:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <StateIcon published={article.isPublished} />
            <h3 className="min-w-0 text-lg leading-snug font-semibold break-words">
              {article.title}
            </h3>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            By {article.authorName}
            {date && ` • ${date}`}
          </p>
          <Markdown variant="compact" className="mt-2 text-sm text-muted-foreground">
            {article.excerpt}
          </Markdown>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button
            variant={article.isPublished ? 'outline' : 'default'}
            size="sm"
            onClick={togglePublished}
            disabled={busy}
          >
            {article.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              to={articlePreviewPath(article.id)}
              aria-label={previewTexts.buttonLabel(article.title)}
            >
              <Eye aria-hidden />
              {previewTexts.button}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => onEdit(article)}
            disabled={busy}
            aria-label={`Edit ${article.title}`}
            title="Edit"
          >
            <Pencil aria-hidden />
          </Button>
          <DeleteButton
            label={`Delete ${article.title}`}
            title="Delete article?"
            question="Are you sure you want to delete this article?"
            disabled={busy}
            onConfirm={() => void remove()}
          />
        </div>
      </div>
    </li>
  );
}

function StateIcon({ published }: { published: boolean }) {
  const label = published ? 'Published' : 'Draft';
  const Icon = published ? CircleCheck : FilePen;
  return (
    <span role="img" aria-label={label} title={label} className="mt-1 shrink-0">
      <Icon
        className={
          published ? 'size-5 text-green-600 dark:text-green-500' : 'size-5 text-muted-foreground'
        }
        aria-hidden
      />
    </span>
  );
}
