import { useCallback, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TDocument } from '@contracts/documents/document';
import { fieldMessages, type TFieldType } from '@contracts/documents/fields';
import { sendMessages, type TSendDocument } from '@contracts/documents/signing';
import { displayedPageSize } from '@domain/documents/field-geometry';
import { DocumentViewer, type ViewerPage } from '@/components/document-viewer';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../../api/get-document';
import { saveFields } from '../../api/save-fields';
import { sendDocument } from '../../api/send-document';
import {
  editorReducer,
  newField,
  saveBody,
  saveProblem,
  signerForNewFields,
  signersWithoutFields,
} from '../../lib/editor/editor-fields';
import { newFieldId } from '../../lib/editor/field-id';
import { originalBytes } from '../../lib/original-bytes';
import { revealField } from '../../lib/editor/reveal-field';
import { signerColour } from '../../lib/editor/signer-colours';
import type { SignableDocument } from '../../lib/status';
import { applyTemplateBlocker, saveTemplateBlocker } from '../../lib/templates';
import { ApplyTemplateDialog } from '../apply-template-dialog';
import { SaveTemplateDialog } from '../save-template-dialog';
import { AddFieldButtons } from './add-field-buttons';
import { EditorActions } from './editor-actions';
import { ReadOnlyNote } from './editor-notes';
import { FieldList } from './field-list';
import { PlacedField } from './placed-field';
import { SignerPicker } from './signer-picker';
import { UnsavedChangesGuard } from './unsaved-changes';

/** Until the viewer has measured the pages, a new field is placed as on a US Letter page. */
const LETTER = displayedPageSize({ width: 612, height: 792 }, 0);

/**
 * The field editor (spec §5): the document in the page with every field over it, the signers to
 * place fields for, the fields' list, Save and Send. Only a draft can change; a sent document's
 * fields are shown as they went out.
 */
export function FieldEditor({ document }: { document: SignableDocument }) {
  const navigate = useNavigate();
  const readOnly = document.status !== 'draft';
  const isDocx = document.fileType === 'docx';
  const [state, dispatch] = useReducer(editorReducer, {
    fields: document.fields,
    dirty: false,
  });
  const [chosenSigner, setSigner] = useState<string>();
  const signer = signerForNewFields(chosenSigner, document.signers);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<ViewerPage[]>([]);
  const { act } = useAction();
  const [running, setRunning] = useState<'save' | 'send'>();
  const { fields } = state;

  const add = (type: TFieldType) => {
    if (!signer) {
      toast.error(fieldMessages.selectSigner);
      return;
    }
    const field = newField({
      id: newFieldId(),
      type,
      signerEmail: signer,
      page,
      pageSize: pages[page - 1] ?? LETTER,
      placed: fields,
    });
    dispatch({ type: 'add', field });
  };

  const remove = useCallback((id: string) => {
    dispatch({ type: 'remove', id });
    toast.success(fieldMessages.removed);
  }, []);

  /** Moves a field to another page, then scrolls the viewer to it there once it is drawn. */
  const moveToPage = (id: string, to: number) => {
    dispatch({ type: 'page', id, page: to });
    requestAnimationFrame(() => revealField(window.document, id));
  };

  /** The fields as the API will take them, or a toast saying what is missing. */
  const checkedBody = () => {
    const problem = saveProblem(fields);
    if (problem) {
      toast.error(problem);
      return undefined;
    }
    return saveBody(fields);
  };

  const save = async () => {
    const body = checkedBody();
    if (!body) return;
    setRunning('save');
    const result = await act({
      run: () => saveFields(document.id, body),
      success: fieldMessages.saved,
      error: fieldMessages.saveFailed,
      revalidate: [documentKey(document.id)],
    });
    setRunning(undefined);
    if (result.ok) dispatch({ type: 'saved' });
  };

  const send = async (options: TSendDocument) => {
    const body = checkedBody();
    if (!body) return;
    const missing = signersWithoutFields(document.signers, fields);
    if (missing.length) {
      toast.error(sendMessages.signerWithoutFields, {
        description: `No field yet for ${missing.map((s) => s.name).join(', ')}.`,
      });
      return;
    }
    setRunning('send');
    const result = await act({
      // The fields on screen are what goes out: they are saved first, then the requests sent.
      run: async () => {
        await saveFields(document.id, body);
        dispatch({ type: 'saved' });
        return sendDocument(document.id, options);
      },
      success: sendMessages.sent,
      error: sendMessages.sendFailed,
      revalidate: [documentKey(document.id)],
    });
    setRunning(undefined);
    if (result.ok) void navigate(`/documents/${encodeURIComponent(document.id)}`);
  };

  /**
   * A template was applied: the server replaced the draft's signers and fields, and the document
   * was reloaded meanwhile. The working copy is only read from the document when the editor
   * mounts, so it is replaced here by the fields the server answered (there were no unsaved ones:
   * the button waits for a save), and the chosen signer, who may be gone, is forgotten.
   */
  const templateApplied = (applied: TDocument) => {
    dispatch({ type: 'load', fields: applied.fields });
    setSigner(undefined);
  };

  const signerName = (email: string) =>
    document.signers.find((s) => s.email === email)?.name ?? email;

  const locked = readOnly || running !== undefined;
  return (
    // Small screens: signer and field buttons, then the document, then the list and actions.
    // Wide screens: those two groups in a column beside the document.
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <UnsavedChangesGuard dirty={state.dirty && !readOnly} />
      <section
        aria-label="Signer and new fields"
        className="grid min-w-0 grid-cols-1 gap-4 lg:col-start-1 lg:row-start-1"
      >
        {readOnly ? (
          <ReadOnlyNote status={document.status} />
        ) : (
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Signer</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <SignerPicker signers={document.signers} selected={signer} onSelect={setSigner} />
              <AddFieldButtons page={page} onAdd={add} disabled={locked} />
            </CardContent>
          </Card>
        )}
      </section>

      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <DocumentViewer
          fileType={document.fileType}
          fileKey={document.id}
          load={() => originalBytes(document.id)}
          label={`${document.title}, with its signature fields`}
          onPageChange={setPage}
          onPagesLoaded={setPages}
          renderOverlay={(shown) =>
            fields
              .filter((f) => f.page === shown.number)
              .map((field) => (
                <PlacedField
                  key={field.id}
                  field={field}
                  page={shown}
                  signerName={signerName(field.signerEmail)}
                  colour={signerColour(field.signerEmail, document.signers)}
                  readOnly={locked}
                  onBox={(box) => dispatch({ type: 'move', id: field.id, box })}
                  onRemove={() => remove(field.id)}
                />
              ))
          }
        />
      </div>

      <section
        aria-label="Placed fields"
        className="grid min-w-0 grid-cols-1 gap-4 lg:col-start-1 lg:row-start-2"
      >
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Fields ({fields.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <FieldList
              signers={document.signers}
              fields={fields}
              pageCount={pages.length}
              readOnly={locked}
              onPage={moveToPage}
              onRequired={(id, required) => dispatch({ type: 'required', id, required })}
              onRemove={remove}
            />
          </CardContent>
        </Card>
        {!readOnly && (
          <EditorActions
            running={running}
            dirty={state.dirty}
            isDocx={isDocx}
            signerCount={document.signers.length}
            workflowType={document.workflowType}
            onSave={() => void save()}
            onSend={(options) => void send(options)}
          />
        )}
        <SaveTemplateDialog
          document={document}
          pageCount={pages.length}
          blocker={saveTemplateBlocker({
            signerCount: document.signers.length,
            savedFieldCount: document.fields.length,
            dirty: state.dirty && !readOnly,
            pageCount: pages.length,
          })}
        />
        {!readOnly && (
          <ApplyTemplateDialog
            document={document}
            pageCount={pages.length}
            disabled={running !== undefined}
            blocker={applyTemplateBlocker({ dirty: state.dirty, pageCount: pages.length })}
            onApplied={templateApplied}
          />
        )}
      </section>
    </div>
  );
}
