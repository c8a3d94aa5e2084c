import { useId, useState } from 'react';
import Ban from 'lucide-react/icons/ban';
import type { TDocument } from '@contracts/documents/document';
import { voidMessages, ZVoidDocument } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZVoidDocument, { defaultValues: emptyVoid, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => voidDocument(document.id, values),
      success: voidMessages.voided,
      error: voidMessages.voidFailed,
      revalidate: voidedKeys(document.id, document.libraryId),
    });
    if (done.ok) {
      setOpen(false);
      form.reset(emptyVoid);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset(emptyVoid);
      }}
      title="Void document"
      description={voidMessages.confirm}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Ban aria-hidden />
          Void
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} placeholder="Tell the signers why it is withdrawn" />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Voiding...' : 'Void Document'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
