import { useState } from 'react';
import type { TArticle, TArticleSummary } from '@contracts/articles/article';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { getAdminArticle } from '../api/get-admin-article';
import { useAdminArticles } from '../api/get-admin-articles';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';

/**
 * The article part of both admin screens: the form (create, or edit the chosen article) and
 * "Existing Articles". `split` puts them side by side on wide screens (the manager's wider page).
 */
export function ArticleManager({ sub, split = false }: { sub: string; split?: boolean }) {
  const articles = useAdminArticles(sub);
  const [editing, setEditing] = useState<TArticle | null>(null);
  // A new number after each save remounts the form, back to an empty "create" form.
  const [formVersion, setFormVersion] = useState(0);

  // Saving and deleting reload the list themselves (the action helper, lib/use-action.ts).
  const saved = () => {
    setEditing(null);
    setFormVersion((v) => v + 1);
  };

  // The list carries no bodies: editing opens the article as stored now, body included.
  const edit = async (summary: TArticleSummary) => {
    try {
      setEditing(await getAdminArticle(summary.id));
    } catch (error) {
      toast.error('Failed to fetch articles', { description: errorMessage(error) });
    }
  };

  // Deleting the article being edited leaves nothing to update: back to creating.
  const removed = (id: string) => {
    if (id === editing?.id) saved();
  };

  return (
    <div className={cn('grid gap-6', split && 'lg:grid-cols-2 lg:items-start')}>
      <ArticleForm
        key={`${editing?.id ?? 'new'}:${formVersion}`}
        article={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
      <ArticleList
        articles={articles}
        editingId={editing?.id ?? null}
        onEdit={(summary) => void edit(summary)}
        onRemoved={removed}
      />
    </div>
  );
}
