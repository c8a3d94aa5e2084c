import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { createArticle } from '../api/create-article';
import { updateArticle } from '../api/update-article';
import {
  articleToForm,
  checkArticleForm,
  emptyArticleForm,
  type ArticleFormValues,
} from '../lib/article-form';
import { errorMessage } from '@/lib/error-message';
import { CardTitle } from './card-title';

const MARKDOWN_HINT =
  'Markdown supported: **bold**, *italic*, ## Heading, - list, [link](https://…), > quote';

/**
 * Create or edit an article (spec §2). Checked with the API's own schema on submit; the browser
 * checks the Image URL field's format first (spec §5).
 */
export function ArticleForm({
  article,
  onSaved,
  onCancel,
}: {
  /** The article being edited; null to create one. */
  article: TArticle | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ArticleFormValues>(() =>
    article ? articleToForm(article) : emptyArticleForm,
  );
  const [saving, setSaving] = useState(false);
  const id = useId();
  const cardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const editing = article !== null;

  // Opening an article for editing brings the form into view with the cursor in the title.
  useEffect(() => {
    if (!editing) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cardRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [editing]);

  const set =
    <K extends keyof ArticleFormValues>(key: K) =>
    (value: ArticleFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = checkArticleForm(values);
    if (!check.ok) {
      toast.error('Validation Error', { description: check.message });
      return;
    }
    setSaving(true);
    try {
      if (article) {
        await updateArticle(article.id, check.input);
        toast.success('Article updated successfully');
      } else {
        await createArticle(check.input);
        toast.success('Article created successfully');
      }
      onSaved();
    } catch (error) {
      toast.error(article ? 'Failed to update article' : 'Failed to create article', {
        description: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;

  return (
    <section ref={cardRef} className="scroll-mt-20" aria-labelledby={field('heading')}>
      <Card>
        <CardHeader>
          <CardTitle id={field('heading')}>
            {editing ? 'Edit Article' : 'Create New Article'}
          </CardTitle>
          <CardDescription>
            {editing
              ? `Editing “${article.title}”. Save to update it, or cancel to start a new article.`
              : 'Write a new article for the Insights Hub.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={(e) => void submit(e)} aria-busy={saving}>
            <div className="grid gap-2">
              <Label htmlFor={field('title')}>
                Title <Required />
              </Label>
              <Input
                ref={titleRef}
                id={field('title')}
                value={values.title}
                onChange={(e) => set('title')(e.target.value)}
                aria-required
                maxLength={200}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={field('excerpt')}>
                Excerpt <Required />
              </Label>
              <Textarea
                id={field('excerpt')}
                rows={2}
                value={values.excerpt}
                onChange={(e) => set('excerpt')(e.target.value)}
                aria-required
                aria-describedby={field('excerpt-hint')}
                maxLength={1000}
              />
              <p id={field('excerpt-hint')} className="text-xs text-muted-foreground">
                Brief summary (shown on cards)
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={field('content')}>
                Content <Required />
              </Label>
              <Textarea
                id={field('content')}
                rows={15}
                value={values.content}
                onChange={(e) => set('content')(e.target.value)}
                aria-required
                aria-describedby={field('content-hint')}
                className="font-mono"
              />
              <p id={field('content-hint')} className="text-xs text-muted-foreground">
                {MARKDOWN_HINT}
              </p>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={field('image')}>Image URL</Label>
                <Input
                  id={field('image')}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/image.jpg"
                  value={values.imageUrl}
                  onChange={(e) => set('imageUrl')(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field('author')}>Author Name</Label>
                <Input
                  id={field('author')}
                  placeholder={DEFAULT_AUTHOR}
                  value={values.authorName}
                  onChange={(e) => set('authorName')(e.target.value)}
                  maxLength={100}
                />
              </div>
            </div>
            <div className="flex items-center gap-3">
              <Switch
                id={field('publish')}
                checked={values.isPublished}
                onCheckedChange={set('isPublished')}
              />
              <Label htmlFor={field('publish')}>Publish immediately</Label>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : editing ? 'Update Article' : 'Create Article'}
              </Button>
              {editing && (
                <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}

function Required() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );
}
