import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { TDocument } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { SignersForm } from '../components/signers-form';
import { SignableDocumentScreen } from '../components/signable-document';

/** `/documents/{documentId}/prepare`: who signs, in which order, and how they are asked. */
export default function PreparePage() {
  return (
    <SignableDocumentScreen>{(document) => <Prepare document={document} />}</SignableDocumentScreen>
  );
}

function Prepare({ document }: { document: TDocument }) {
  const base = `/documents/${encodeURIComponent(document.id)}`;
  return (
    <ScreenFrame>
      <DocumentTitle title={`Prepare ${document.title}`} />
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={base}>
            <ArrowLeft aria-hidden />
            {document.title}
          </Link>
        </Button>
      </div>
      <ScreenHeader
        title="Prepare for Signing"
        description={`Who signs “${document.title}”, and in which order.`}
      />
      <Card>
        <CardContent className="pt-6">
          {document.status === 'draft' ? (
            <SignersForm document={document} />
          ) : (
            <p className="text-muted-foreground">
              This document has already been sent, so its signers can no longer change.{' '}
              <Link to={base} className="text-primary underline-offset-4 hover:underline">
                See its signature status
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
