import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import { ZSaveArticle } from '@contracts/articles/save-article';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createArticle } from '../api/create-article';
import { adminArticlesKey } from '../api/get-admin-articles';
import { updateArticle } from '../api/update-article';
import { articleToForm, emptyArticleForm, toArticleInput } from '../lib/article-form';
import { CardTitle } from './card-title';

const MARKDOWN_HINT =
  'Markdown supported: **bold**, *italic*, ## Heading, - list, [link](https://…), > quote';

/**
 * Create or edit an article (spec §2). Checked with the API's own schema on submit; the browser
 * checks the Image URL field's format first (spec §5), which is why the form keeps validation on.
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
  const id = useId();
  const form = useContractForm(ZSaveArticle, {
    defaultValues: article ? articleToForm(article) : emptyArticleForm,
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const cardRef = useRef<HTMLElement>(null);
  const title = form.field('title');
  const editing = article !== null;

  // Opening an article for editing brings the form into view with the cursor in the title.
  useEffect(() => {
    if (!editing) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cardRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    document.getElementById(title.id)?.focus({ preventScroll: true });
  }, [editing, title.id]);

  const onSubmit = form.submit(async (values) => {
    const input = toArticleInput(values);
    const saved = await act({
      run: () =>
        article ? updateArticle(article.id, input, article.updatedAt) : createArticle(input),
      success: article ? 'Article updated successfully' : 'Article created successfully',
      error: article ? 'Failed to update article' : 'Failed to create article',
      revalidate: [adminArticlesKey],
    });
    if (saved.ok) onSaved();
  });

  return (
    <section ref={cardRef} className="scroll-mt-20" aria-labelledby={`${id}-heading`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-heading`}>
            {editing ? 'Edit Article' : 'Create New Article'}
          </CardTitle>
          <CardDescription>
            {editing
              ? `Editing “${article.title}”. Save to update it, or cancel to start a new article.`
              : 'Write a new article for the Insights Hub.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={onSubmit} aria-busy={busy}>
            <FormField field={title} label={<Required>Title</Required>}>
              {(control) => <Input {...control} aria-required />}
            </FormField>
            <FormField
              field={form.field('excerpt')}
              label={<Required>Excerpt</Required>}
              hint="Brief summary (shown on cards)"
            >
              {(control) => <Textarea {...control} rows={2} aria-required />}
            </FormField>
            <FormField
              field={form.field('content')}
              label={<Required>Content</Required>}
              hint={MARKDOWN_HINT}
            >
              {(control) => <Textarea {...control} rows={15} aria-required className="font-mono" />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField field={form.field('imageUrl')} label="Image URL">
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/image.jpg"
                  />
                )}
              </FormField>
              <FormField field={form.field('authorName')} label="Author Name">
                {(control) => <Input {...control} placeholder={DEFAULT_AUTHOR} />}
              </FormField>
            </div>
            <div className="flex items-center gap-3">
              <Controller
                control={form.control}
                name="isPublished"
                render={({ field }) => (
                  <Switch
                    id={`${id}-publish`}
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Label htmlFor={`${id}-publish`}>Publish immediately</Label>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : editing ? 'Update Article' : 'Create Article'}
              </Button>
              {editing && (
                <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
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

/** A required field's label: its text, then a red asterisk that screen readers skip. */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden className="text-destructive">
        *
      </span>
    </>
  );
}
