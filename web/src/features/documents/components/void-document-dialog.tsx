import Ban from 'lucide-react/icons/ban';
import type { TDocument } from '@contracts/documents/document';
import { voidMessages, ZVoidDocument } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { documentKey } from '../api/get-document';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { documentsKey } from '../api/list-documents';
import { voidDocument } from '../api/void-document';

const emptyVoid = { reason: '' };

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
  const { form, act, busy, dialog, close } = useFormDialog(ZVoidDocument, emptyVoid);

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => voidDocument(document.id, values),
      success: voidMessages.voided,
      error: voidMessages.voidFailed,
      revalidate: voidedKeys(document.id, document.libraryId),
    });
    if (done.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title="Void document"
      description={voidMessages.confirm}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Ban aria-hidden />
          Void
        </Button>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Void Document"
        busyLabel="Voiding..."
        destructive
      >
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} placeholder="Tell the signers why it is withdrawn" />
          )}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
