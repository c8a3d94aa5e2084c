import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FieldEditor } from '../components/editor/field-editor';
import { NoSigners } from '../components/editor/no-signers';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { SignableDocumentScreen } from '../components/signable-document';
import type { SignableDocument } from '../lib/status';

function EditScreen({ document }: { document: SignableDocument }) {
  if (document.signers.length === 0) return <NoSigners document={document} />;
  return (
    <ScreenFrame wide>
      <DocumentTitle title={`Place fields: ${document.title}`} />
      <div className="-mb-4">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={`/documents/${encodeURIComponent(document.id)}`}>
            <ArrowLeft aria-hidden />
            Back to Document
          </Link>
        </Button>
      </div>
      <ScreenHeader title="Place signature fields" description={document.title} />
      <FieldEditor document={document} />
    </ScreenFrame>
  );
}

/** `/documents/{documentId}/edit`: the field editor, for the document's signed-in owner only. */
export default function EditDocumentPage() {
  return (
    <SignableDocumentScreen>
      {(document) => <EditScreen document={document} />}
    </SignableDocumentScreen>
  );
}
