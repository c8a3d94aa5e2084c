import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import PenLine from 'lucide-react/icons/pen-line';
import Trash2 from 'lucide-react/icons/trash-2';
import Users from 'lucide-react/icons/users';
import { FILE_TYPE_LABELS, type TDocument } from '@contracts/documents/document';
import { WORKFLOW_TYPE_LABELS } from '@contracts/documents/workflow';
import { ViewerLoading } from '@/components/document-viewer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { DeleteDocumentAction } from '../components/delete-document-button';
import { DocumentTimeline } from '../components/document-timeline';
import { DownloadButton } from '../components/download-button';
import { MoveDocumentForm } from '../components/move-document-form';
import { OwnedDocumentScreen } from '../components/owned-document';
import { ReminderSettings } from '../components/reminder-settings';
import { ExtendButton } from '../components/extend-button';
import { SendButton } from '../components/send-button';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { SignerStatusPanel } from '../components/signer-status-panel';
import { DocumentStatusBadge } from '../components/status-badge';
import { VoidDocumentDialog } from '../components/void-document-dialog';
import { formatDateTime } from '../lib/format';
import { canSetReminders } from '../lib/reminders';
import { canExtend, canVoid, isSignable } from '../lib/status';
import { voidReason } from '../lib/timeline';

// Only a CSV document's page needs the preview; it stays out of this page's own chunk.
const CsvPreview = lazy(() => import('../components/csv-preview'));

/**
 * `/documents/{documentId}`: details, files, and signing — set up for drafts, tracked after. A
 * CSV document shows its rows instead, since it cannot be signed.
 */
export default function DocumentPage() {
  return (
    <OwnedDocumentScreen>
      {(document) => <DocumentDetail document={document} />}
    </OwnedDocumentScreen>
  );
}

function DocumentDetail({ document }: { document: TDocument }) {
  const navigate = useNavigate();
  const libraryId = useId();
  const base = `/documents/${encodeURIComponent(document.id)}`;
  // Back to its library, or to All documents for a document in none.
  const back = document.libraryId
    ? `/documents/libraries/${encodeURIComponent(document.libraryId)}`
    : '/documents';
  const isDraft = document.status === 'draft';
  const signable = isSignable(document);
  const voidedBecause = document.status === 'voided' ? voidReason(document.timeline) : undefined;

  return (
    <ScreenFrame>
      <DocumentTitle title={document.title} />
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={back}>
            <ArrowLeft aria-hidden />
            {document.libraryId ? (document.libraryName ?? 'Libraries') : 'All documents'}
          </Link>
        </Button>
      </div>
      <ScreenHeader
        title={document.title}
        description={<DocumentStatusBadge status={document.status} />}
        actions={
          <>
            <DownloadButton documentId={document.id} label="Download" />
            {document.sealed && document.fileType === 'pdf' && (
              <DownloadButton
                documentId={document.id}
                version="signed"
                variant="default"
                label="Download signed copy"
              />
            )}
            {document.certificate && (
              <DownloadButton
                documentId={document.id}
                version="certificate"
                variant={document.fileType === 'pdf' ? 'outline' : 'default'}
                label="Download certificate"
              />
            )}
            {signable && !isDraft && document.fields.length > 0 && (
              // The fields as they went out, and "Save as template" beside them.
              <Button asChild variant="outline">
                <Link to={`${base}/edit`}>
                  <PenLine aria-hidden />
                  View Fields
                </Link>
              </Button>
            )}
            {canExtend(document) && <ExtendButton document={document} />}
            {canVoid(document) && <VoidDocumentDialog document={document} />}
            <DeleteDocumentAction
              id={document.id}
              libraryId={document.libraryId}
              onDeleted={() => navigate(back)}
              trigger={(busy) => (
                <Button
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  disabled={busy}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              )}
            />
          </>
        }
      />

      {voidedBecause !== undefined && (
        <p
          role="note"
          className="rounded-lg border border-dashed bg-muted px-4 py-3 text-sm break-words"
        >
          Voided: {voidedBecause}
        </p>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <Detail label="File">
              {document.originalFileName} ({FILE_TYPE_LABELS[document.fileType]})
            </Detail>
            <div className="contents">
              <dt className="text-muted-foreground sm:self-center">
                <label htmlFor={libraryId}>Library</label>
              </dt>
              <dd>
                <MoveDocumentForm document={document} selectId={libraryId} />
              </dd>
            </div>
            {document.description && <Detail label="Description">{document.description}</Detail>}
            {signable && (
              <Detail label="Workflow">{WORKFLOW_TYPE_LABELS[document.workflowType]}</Detail>
            )}
            <Detail label="Created">{formatDateTime(document.createdAt)}</Detail>
            {document.sentAt && <Detail label="Sent">{formatDateTime(document.sentAt)}</Detail>}
            {document.completedAt && (
              <Detail label="Completed">{formatDateTime(document.completedAt)}</Detail>
            )}
          </dl>
        </CardContent>
      </Card>

      {!signable ? (
        // A CSV is kept and read, never signed: its rows instead of the signing set-up.
        <Suspense fallback={<ViewerLoading />}>
          <CsvPreview documentId={document.id} title={document.title} />
        </Suspense>
      ) : isDraft ? (
        <DraftSigning document={document} base={base} />
      ) : (
        <SignerStatusPanel document={document} />
      )}

      {signable && canSetReminders(document) && <ReminderSettings document={document} />}

      <DocumentTimeline entries={document.timeline} signers={document.signers} />
    </ScreenFrame>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** For a draft: who signs so far, and the ways to prepare and send it. */
function DraftSigning({ document, base }: { document: TDocument; base: string }) {
  const signers = document.signers;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signing</CardTitle>
        <p className="text-sm text-muted-foreground">
          {signers.length === 0
            ? 'No signers yet. Add who signs, then place their fields.'
            : `${signers.length} ${signers.length === 1 ? 'signer' : 'signers'}, ${document.fields.length} ${
                document.fields.length === 1 ? 'field' : 'fields'
              } placed.`}
        </p>
        {document.fileType === 'docx' && (
          <p className="text-sm text-muted-foreground">
            Word documents stay unchanged: signing adds a separate completion certificate (PDF).
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {signers.length > 0 && (
          <ol className="grid gap-1 text-sm">
            {signers.map((s) => (
              <li key={s.order}>
                {s.order}. {s.name} <span className="text-muted-foreground">({s.email})</span>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`${base}/prepare`}>
              <Users aria-hidden />
              Prepare for Signing
            </Link>
          </Button>
          {signers.length > 0 && (
            <Button asChild variant="outline">
              <Link to={`${base}/edit`}>
                <PenLine aria-hidden />
                Place Fields
              </Link>
            </Button>
          )}
          <SendButton document={document} />
        </div>
      </CardContent>
    </Card>
  );
}
