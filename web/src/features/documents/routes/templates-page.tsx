import { templateMessages } from '@contracts/documents/templates';
import { DocumentTitle } from '@/components/ui/document-title';
import { ListBody } from '@/components/ui/list-body';
import { RequireUser } from '@/features/auth/require-user';
import { useTemplates } from '../api/get-templates';
import { DocumentsLinks } from '../components/documents-links';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { TemplateCard } from '../components/template-card';

/** `/documents/templates`: the owner's templates, newest first, to start a new document from. */
export default function TemplatesPage() {
  return (
    <>
      <DocumentTitle title="Templates" />
      <RequireUser>{() => <Templates />}</RequireUser>
    </>
  );
}

function Templates() {
  const templates = useTemplates();
  return (
    <ScreenFrame wide>
      <ScreenHeader
        title="Templates"
        description="Signers' roles and fields saved from a prepared document, to start new ones from."
        actions={<DocumentsLinks />}
      />
      <ListBody
        query={templates}
        texts={{
          loading: 'Loading templates...',
          failed: templateMessages.loadFailed,
          empty: 'No templates yet. Open a prepared document and choose Save as template.',
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Templates">
            {items.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </ScreenFrame>
  );
}
