import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import FileX from 'lucide-react/icons/file-x';
import { documentMessages, type TDocument } from '@contracts/documents/document';
import { PageLoading, isNotFoundError } from '@/components/ui/page-state';
import type { SessionUser } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { useDocument } from '../api/get-document';
import { NotFoundState } from './not-found-state';
import { RequireUser } from '@/features/auth/require-user';

/**
 * A screen of one document, `/documents/{documentId}/...`: for its signed-in owner only, with
 * the document loaded — a spinner meanwhile, "Document not found" for an unknown one, and for
 * any other failure the spec's "Failed to load document" and the way back to the libraries.
 */
export function OwnedDocumentScreen({
  children,
}: {
  children: (document: TDocument, user: SessionUser) => ReactNode;
}) {
  const { documentId = '' } = useParams();
  return (
    <RequireUser>
      {(user) => (
        <OwnedDocument id={documentId}>{(document) => children(document, user)}</OwnedDocument>
      )}
    </RequireUser>
  );
}

function OwnedDocument({
  id,
  children,
}: {
  id: string;
  children: (document: TDocument) => ReactNode;
}) {
  const { data: document, error } = useDocument(id);
  const failed = error !== undefined && !isNotFoundError(error);
  useEffect(() => {
    if (failed) toast.error(documentMessages.loadFailed);
  }, [failed]);

  if (document) return children(document);
  if (isNotFoundError(error)) return <DocumentNotFound />;
  if (failed) return <Navigate to="/documents/libraries" replace />;
  return <PageLoading label="Loading document" />;
}

export function DocumentNotFound() {
  return (
    <NotFoundState icon={<FileX />} title={documentMessages.notFound}>
      This document does not exist, or it belongs to another account.
    </NotFoundState>
  );
}
