import type { ReactNode } from 'react';
import { Link } from 'react-router';
import FileLock from 'lucide-react/icons/file-lock';
import { documentMessages, type TDocument } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { isSignable, type SignableDocument } from '../lib/status';
import { OwnedDocumentScreen } from './owned-document';

/**
 * A screen that sets up signing (`/prepare`, `/edit`): for a document that can be signed. Any
 * other kind (a CSV the product saved) says so and leads back to the document, since the API
 * would refuse its signers, fields and sending anyway.
 */
export function SignableDocumentScreen({
  children,
}: {
  children: (document: SignableDocument) => ReactNode;
}) {
  return (
    <OwnedDocumentScreen>
      {(document) =>
        isSignable(document) ? children(document) : <NotSignable document={document} />
      }
    </OwnedDocumentScreen>
  );
}

function NotSignable({ document }: { document: TDocument }) {
  return (
    <CenteredState
      icon={<FileLock />}
      title={documentMessages.notSignable}
      action={
        <Button asChild variant="outline">
          <Link to={`/documents/${encodeURIComponent(document.id)}`}>Back to Document</Link>
        </Button>
      }
    >
      <p>“{document.title}” can be viewed and downloaded, but not sent for signature.</p>
    </CenteredState>
  );
}
