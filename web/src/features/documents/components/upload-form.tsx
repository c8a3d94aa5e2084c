import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Upload from 'lucide-react/icons/upload';
import { documentMessages, fileTypeOf } from '@contracts/documents/document';
import { templateMessages } from '@contracts/documents/templates';
import type { TSignerInput } from '@contracts/documents/workflow';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { applyTemplate } from '../api/apply-template';
import { documentKey } from '../api/get-document';
import { librariesKey, useLibraries } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { useTemplates } from '../api/get-templates';
import { documentsKey } from '../api/list-documents';
import { completeUpload, putFile, reserveDocument } from '../api/upload-document';
import { formatSize } from '../lib/format';
import { pageCountProblem, templateSigners } from '../lib/templates';
import { useRoleSigners } from '../lib/use-role-signers';
import { ACCEPTED_FILES, fileProblem, proposedTitle, uploadInput } from '../lib/upload-input';
import { TemplateChoice, TemplateSignerFields } from './template-signers';
import { UploadProgress } from './upload-progress';

type FieldName = 'file' | 'title' | 'description';

/** The pages of the picked file as the viewer counts them, or undefined when it cannot be read. */
async function readPageCount(file: File): Promise<number | undefined> {
  const fileType = fileTypeOf(file.name);
  if (!fileType) return undefined;
  try {
    const { countFilePages } = await import('../lib/file-pages');
    const pages = await countFilePages(file, fileType);
    return pages > 0 ? pages : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Upload (spec §2, §5): a PDF or DOCX, its title (proposed from the file name), an optional
 * library. The file goes straight to storage with a real progress bar; the server then checks it
 * and the owner lands on the new document.
 *
 * Started from a template (`?template=<id>`, or chosen here), the owner also names one signer per
 * role. The file's pages are counted in the browser first, and a file with another page count
 * than the template's is refused before anything is uploaded. Once uploaded, the draft gets the
 * template's signers and fields and the owner lands on its field editor to check them and send.
 * Should that last step fail, the uploaded draft is kept and a new try only places the fields.
 */
export function UploadForm({ libraryId: initialLibrary }: { libraryId?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const libraries = useLibraries();
  const templates = useTemplates();
  const [params, setParams] = useSearchParams();
  const { act, busy } = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [libraryId, setLibraryId] = useState(initialLibrary ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [checking, setChecking] = useState(false);
  // The draft uploaded from this very file whose template could not be applied: tried again, only
  // the template is applied, so no second copy is uploaded.
  const [uploaded, setUploaded] = useState<{ file: File; id: string; problem: string }>();
  const working = busy || checking;
  // A link to another account's (or a deleted) library uploads into no library rather than fail.
  const knownLibrary =
    libraryId === '' || !libraries.data || libraries.data.some((l) => l.id === libraryId);
  const chosenLibrary = knownLibrary ? libraryId : '';
  // The template of the link or the select; one the owner no longer has is no template.
  const templateId = params.get('template') ?? '';
  const template = templates.data?.find((t) => t.id === templateId);
  // Until the link's template is known (loading, or failed to load) nothing is uploaded.
  const templatePending = templateId !== '' && templates.data === undefined;
  const templateMissing = templateId !== '' && templates.data !== undefined && !template;
  const signers = useRoleSigners(template);

  const chooseTemplate = (next: string) => {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next) query.set('template', next);
        else query.delete('template');
        return query;
      },
      { replace: true },
    );
    signers.setErrors([]);
    setErrors((e) => ({ ...e, file: undefined }));
  };

  const pickFile = (picked: File | null) => {
    if (!picked) return;
    const problem = fileProblem(picked);
    if (problem) {
      setErrors({ file: problem });
      toast.error('Validation Error', { description: problem });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setErrors((e) => ({ ...e, file: undefined }));
    setUploaded(undefined);
    setTitle((current) => proposedTitle(current, file?.name ?? null, picked.name));
    setFile(picked);
  };

  const refuse = (field: FieldName | undefined, message: string) => {
    if (field) setErrors({ [field]: message });
    toast.error('Validation Error', { description: message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (working || templatePending) return;
    const checked = uploadInput({ file, title, description, libraryId: chosenLibrary });
    if (!checked.ok) {
      signers.setErrors([]);
      refuse(checked.field, checked.message);
      return;
    }
    let people: TSignerInput[] = [];
    if (template) {
      const named = templateSigners(template.roles, signers.rows);
      signers.setErrors(named.ok ? [] : named.errors);
      if (!named.ok) {
        setErrors({});
        refuse(undefined, named.message);
        return;
      }
      people = named.signers;
    }
    setErrors({});
    const chosen = file as File;

    let pageCount = 0;
    if (template) {
      setChecking(true);
      const counted = await readPageCount(chosen);
      setChecking(false);
      if (counted === undefined) {
        refuse('file', documentMessages.contentMismatch);
        return;
      }
      const problem = pageCountProblem(template.pageCount, counted);
      if (problem) {
        refuse('file', problem);
        return;
      }
      pageCount = counted;
    }

    let documentId = uploaded?.file === chosen ? uploaded.id : undefined;
    if (!documentId) {
      setUploaded(undefined);
      setProgress(0);
      const result = await act({
        run: async () => {
          const { document, upload } = await reserveDocument(checked.input);
          await putFile(upload, chosen, setProgress);
          return completeUpload(document.id);
        },
        // From a template, the toast waits for the signers and fields.
        success: template ? undefined : documentMessages.uploaded,
        error: documentMessages.uploadFailed,
        revalidate: [
          documentsKey,
          librariesKey,
          ...(chosenLibrary ? [libraryKey(chosenLibrary), libraryDocumentsKey(chosenLibrary)] : []),
        ],
      });
      setProgress(null);
      if (!result.ok) return;
      documentId = result.value.id;
    }
    const documentPath = `/documents/${encodeURIComponent(documentId)}`;
    if (!template) {
      navigate(documentPath);
      return;
    }

    const placed = await act({
      run: () => applyTemplate(documentId, { templateId: template.id, signers: people, pageCount }),
      success: templateMessages.applied,
      error: templateMessages.applyFailed,
      revalidate: [documentKey(documentId), documentsKey],
    });
    if (placed.ok) navigate(`${documentPath}/edit`);
    else setUploaded({ file: chosen, id: documentId, problem: errorMessage(placed.error) });
  };

  const describedBy = (name: FieldName) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form className="grid gap-6" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={working}>
      {(templateId !== '' || (templates.data?.length ?? 0) > 0) && (
        <TemplateChoice
          id={`${id}-template`}
          templates={templates.data}
          value={template?.id ?? ''}
          missing={templateMissing}
          failed={templatePending && templates.error !== undefined}
          disabled={working}
          onChange={chooseTemplate}
        />
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>File *</Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={working}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy('file') ?? `${id}-file-hint`}
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
          className="cursor-pointer"
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          {file ? `${file.name} · ${formatSize(file.size)}` : 'PDF or DOCX, up to 25 MB.'}
          {template &&
            ` The template “${template.name}” needs a file of ${
              template.pageCount === 1 ? '1 page' : `${template.pageCount} pages`
            }, counted as the editor shows them (a Word document’s pages end at its page breaks).`}
        </p>
        {errors.file && (
          <p id={`${id}-file-error`} className="text-sm text-destructive">
            {errors.file}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title *</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          disabled={working}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          onChange={(e) => setTitle(e.target.value)}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className="text-sm text-destructive">
            {errors.title}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={1000}
          rows={3}
          disabled={working}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
          onChange={(e) => setDescription(e.target.value)}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="text-sm text-destructive">
            {errors.description}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-library`}>Library</Label>
        <NativeSelect
          id={`${id}-library`}
          value={chosenLibrary}
          disabled={working}
          onChange={(e) => setLibraryId(e.target.value)}
        >
          <option value="">No library</option>
          {(libraries.data ?? []).map((library) => (
            <option key={library.id} value={library.id}>
              {library.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      {template && (
        <TemplateSignerFields id={id} template={template} disabled={working} {...signers.fields} />
      )}

      {progress !== null && <UploadProgress fraction={progress} />}

      {uploaded && (
        <div role="alert" className="grid gap-1 text-sm">
          <p className="font-medium text-destructive">
            {templateMessages.applyFailed}: {uploaded.problem}
          </p>
          <p className="text-muted-foreground">
            The file was uploaded as a draft. Try again to place the template’s signers and fields,
            or{' '}
            <Link
              to={`/documents/${encodeURIComponent(uploaded.id)}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              open the uploaded document
            </Link>{' '}
            to set it up yourself.
          </p>
        </div>
      )}

      <div className="flex justify-end">
        <Button type="submit" disabled={working || templatePending}>
          <Upload aria-hidden />
          {checking ? 'Checking the file...' : busy ? 'Uploading...' : 'Upload Document'}
        </Button>
      </div>
    </form>
  );
}
