import { useId } from 'react';
import { Link } from 'react-router';
import FilePlus from 'lucide-react/icons/file-plus';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { templateMessages, type TTemplate } from '@contracts/documents/templates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DeleteButton } from '@/components/ui/delete-button';
import { useAction } from '@/lib/use-action';
import { deleteTemplate } from '../api/delete-template';
import { templatesKey } from '../api/get-templates';
import { templateFacts, templateUploadPath } from '../lib/templates';

/**
 * One template on the Templates page: its roles, fields, pages and date; "Use" starts an upload
 * from it, "Delete" removes it after the question.
 */
export function TemplateCard({ template }: { template: TTemplate }) {
  const id = useId();
  const facts = templateFacts(template);
  const { act, busy } = useAction();

  const remove = () =>
    act({
      run: () => deleteTemplate(template.id),
      success: templateMessages.deleted,
      error: templateMessages.deleteFailed,
      revalidate: [templatesKey],
    });

  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <h2
          id={`${id}-name`}
          className="flex min-w-0 items-center gap-2 text-lg leading-tight font-semibold break-words"
        >
          <LayoutTemplate className="size-5 shrink-0 text-primary" aria-hidden />
          {template.name}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Roles</dt>
          <dd className="break-words">{facts.roles}</dd>
          <dt className="text-muted-foreground">Fields</dt>
          <dd>{facts.fields}</dd>
          <dt className="text-muted-foreground">Pages</dt>
          <dd>{facts.pages}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{facts.created}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={templateUploadPath(template.id)} aria-label={`Use ${template.name}`}>
              <FilePlus aria-hidden />
              Use
            </Link>
          </Button>
          <DeleteButton
            withText="sm"
            label={`Delete ${template.name}`}
            title="Delete template?"
            question={templateMessages.deleteConfirm}
            disabled={busy}
            onConfirm={() => void remove()}
          />
        </div>
      </CardContent>
    </Card>
  );
}
