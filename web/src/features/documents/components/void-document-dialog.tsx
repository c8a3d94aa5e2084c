import Ban from 'lucide-react/icons/ban';
import type { TDocument } from '@contracts/documents/document';
import { voidMessages, ZVoidDocument } from '@contracts/documents/signing';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { documentKey } from '../api/get-document';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { documentsKey } from '../api/list-documents';
import { voidDocument } from '../api/void-document';

/** What a void changes: the document, All documents, the counts and its library's list. */
const voidedKeys = (id: string, libraryId: string | null) => [
  documentKey(id),
  documentsKey,
  librariesKey,
  ...(libraryId ? [libraryKey(libraryId), libraryDocumentsKey(libraryId)] : []),
];

/**
 * "Void" for a document out for signature: the owner withdraws it and says why. The reason is
 * the contract's (required, at most `MAX_VOID_REASON` characters) and goes to every signer who
 * was asked. The server refuses a document that left signing meanwhile (`voidMessages.notOpen`);
 * the document then reloads, and this button goes with its status.
 */
export function VoidDocumentDialog({ document }: { document: TDocument }) {
  return (
    <ReasonDialog
      schema={ZVoidDocument}
      title="Void document"
      description={voidMessages.confirm}
      trigger={{ icon: Ban, label: 'Void', destructive: true }}
      placeholder="Tell the signers why it is withdrawn"
      submit={{ label: 'Void Document', busyLabel: 'Voiding...', destructive: true }}
      action={(values) => ({
        run: () => voidDocument(document.id, values),
        success: voidMessages.voided,
        error: voidMessages.voidFailed,
        revalidate: voidedKeys(document.id, document.libraryId),
      })}
    />
  );
}
