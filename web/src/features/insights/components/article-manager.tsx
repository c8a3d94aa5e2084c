import { useState } from 'react';
import type { TArticle } from '@contracts/articles/article';
import { cn } from '@/lib/cn';
import { useAdminArticles } from '../api/get-admin-articles';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';

/**
 * The article part of both admin screens: the form (create, or edit the chosen article) and
 * "Existing Articles". `split` puts them side by side on wide screens (the manager's wider page).
 */
export function ArticleManager({ sub, split = false }: { sub: string; split?: boolean }) {
  const { data, error, isLoading, mutate } = useAdminArticles(sub);
  const [editing, setEditing] = useState<TArticle | null>(null);
  // A new number after each save remounts the form, back to an empty "create" form.
  const [formVersion, setFormVersion] = useState(0);

  const reload = () => void mutate();

  const saved = () => {
    setEditing(null);
    setFormVersion((v) => v + 1);
    reload();
  };

  const changed = (removedId?: string) => {
    // Deleting the article being edited leaves nothing to update: back to creating.
    if (removedId && removedId === editing?.id) saved();
    else reload();
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
        articles={data}
        isLoading={isLoading}
        failed={Boolean(error)}
        editingId={editing?.id ?? null}
        onEdit={setEditing}
        onChanged={changed}
        onRetry={reload}
      />
    </div>
  );
}
