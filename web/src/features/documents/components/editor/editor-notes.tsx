import type { ReactNode } from 'react';
import FileText from 'lucide-react/icons/file-text';
import Lock from 'lucide-react/icons/lock';
import { DOCUMENT_STATUS_LABELS, type TDocumentStatus } from '@contracts/documents/document';

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <div>{children}</div>
    </div>
  );
}

/** What signing a Word document produces, said before it is sent. */
export function DocxNote() {
  return (
    <Note icon={<FileText aria-hidden />}>
      This is a Word document. It stays exactly as uploaded: when everyone has signed, the signed
      record is a separate completion certificate (PDF) with each signer’s fields and evidence.
    </Note>
  );
}

/** Why the fields of a document that is no longer a draft cannot be moved. */
export function ReadOnlyNote({ status }: { status: TDocumentStatus }) {
  return (
    <Note icon={<Lock aria-hidden />}>
      This document is {DOCUMENT_STATUS_LABELS[status].toLowerCase()}. Only a draft can be changed,
      so its fields are shown as they were sent.
    </Note>
  );
}
