import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import CircleCheck from 'lucide-react/icons/circle-check';
import FilePen from 'lucide-react/icons/file-pen';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TArticle } from '@contracts/articles/article';
import { Markdown } from '@/components/markdown';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ListBody } from '@/components/ui/list-body';
import { cn } from '@/lib/cn';
import { deleteArticle } from '../api/delete-article';
import { setArticlePublished } from '../api/set-article-published';
import { errorMessage } from '@/lib/error-message';
import { articleListDate, formatListDate } from '../lib/format-date';
import { CardTitle } from './card-title';

/** "Existing Articles" (spec §2): each with its state, byline, excerpt and actions. */
export function ArticleList({
  articles,
  isLoading,
  failed,
  editingId,
  onEdit,
  onChanged,
  onRetry,
}: {
  articles: TArticle[] | undefined;
  isLoading: boolean;
  failed: boolean;
  editingId: string | null;
  onEdit: (article: TArticle) => void;
  /** An article was published, unpublished or deleted: reload the list. */
  onChanged: (removedId?: string) => void;
  onRetry: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = (removedId?: string) => {
    onChanged(removedId);
    // The deleted article took its focused button with it: continue from the list's heading.
    if (removedId) headingRef.current?.focus();
  };
  return (
    <section aria-labelledby="existing-articles">
      <Card>
        <CardHeader>
          <CardTitle id="existing-articles" ref={headingRef} tabIndex={-1} className="outline-none">
            Existing Articles
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ListBody
            items={articles}
            isLoading={isLoading}
            failed={failed}
            onRetry={onRetry}
            loadingText="Loading articles..."
            failedText="The articles could not be loaded."
            emptyText="No articles yet. Create your first one above!"
          >
            {(items) => (
              <ul className="grid gap-4" aria-label="Articles">
                {items.map((article) => (
                  <ArticleItem
                    key={article.id}
                    article={article}
                    editing={article.id === editingId}
                    onEdit={onEdit}
                    onChanged={changed}
                  />
                ))}
              </ul>
            )}
          </ListBody>
        </CardContent>
      </Card>
    </section>
  );
}

function ArticleItem({
  article,
  editing,
  onEdit,
  onChanged,
}: {
  article: TArticle;
  editing: boolean;
  onEdit: (article: TArticle) => void;
  onChanged: (removedId?: string) => void;
}) {
  const [busy, setBusy] = useState<'publish' | 'delete' | null>(null);
  const date = formatListDate(articleListDate(article));

  async function togglePublished() {
    setBusy('publish');
    const publish = !article.isPublished;
    try {
      await setArticlePublished(article.id, publish);
      toast.success(
        publish ? 'Article published successfully' : 'Article unpublished successfully',
      );
      onChanged();
    } catch (error) {
      toast.error('Failed to update article status', { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    try {
      await deleteArticle(article.id);
      toast.success('Article deleted successfully');
      onChanged(article.id);
    } catch (error) {
      toast.error('Failed to delete article', { description: errorMessage(error) });
      setBusy(null);
    }
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
            onClick={() => void togglePublished()}
            disabled={busy !== null}
          >
            {article.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => onEdit(article)}
            disabled={busy !== null}
            aria-label={`Edit ${article.title}`}
            title="Edit"
          >
            <Pencil aria-hidden />
          </Button>
          <ConfirmAction
            title="Delete article?"
            description="Are you sure you want to delete this article?"
            confirmLabel="Delete"
            onConfirm={() => void remove()}
            trigger={
              <Button
                variant="outline"
                size="icon"
                className="size-9 text-destructive hover:text-destructive"
                disabled={busy !== null}
                aria-label={`Delete ${article.title}`}
                title="Delete"
              >
                <Trash2 aria-hidden />
              </Button>
            }
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
