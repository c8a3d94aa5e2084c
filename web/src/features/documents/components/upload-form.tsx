import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Upload from 'lucide-react/icons/upload';
import { documentMessages } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { librariesKey, useLibraries } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { documentsKey } from '../api/list-documents';
import { completeUpload, putFile, reserveDocument } from '../api/upload-document';
import { formatSize } from '../lib/format';
import { ACCEPTED_FILES, fileProblem, proposedTitle, uploadInput } from '../lib/upload-input';
import { UploadProgress } from './upload-progress';

type FieldName = 'file' | 'title' | 'description';

/**
 * Upload (spec §2, §5): a PDF or DOCX, its title (proposed from the file name), an optional
 * library. The file goes straight to storage with a real progress bar; the server then checks it
 * and the owner lands on the new document.
 */
export function UploadForm({ libraryId: initialLibrary }: { libraryId?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const libraries = useLibraries();
  const { act, busy } = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [libraryId, setLibraryId] = useState(initialLibrary ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // A link to another account's (or a deleted) library uploads into no library rather than fail.
  const knownLibrary =
    libraryId === '' || !libraries.data || libraries.data.some((l) => l.id === libraryId);
  const chosenLibrary = knownLibrary ? libraryId : '';

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
    setTitle((current) => proposedTitle(current, file?.name ?? null, picked.name));
    setFile(picked);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = uploadInput({ file, title, description, libraryId: chosenLibrary });
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      toast.error('Validation Error', { description: checked.message });
      return;
    }
    setErrors({});
    const chosen = file as File;
    setProgress(0);
    const result = await act({
      run: async () => {
        const { document, upload } = await reserveDocument(checked.input);
        await putFile(upload, chosen, setProgress);
        return completeUpload(document.id);
      },
      success: documentMessages.uploaded,
      error: documentMessages.uploadFailed,
      revalidate: [
        documentsKey,
        librariesKey,
        ...(chosenLibrary ? [libraryKey(chosenLibrary), libraryDocumentsKey(chosenLibrary)] : []),
      ],
    });
    setProgress(null);
    if (result.ok) navigate(`/documents/${encodeURIComponent(result.value.id)}`);
  };

  const describedBy = (name: FieldName) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form className="grid gap-6" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>File *</Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={busy}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy('file') ?? `${id}-file-hint`}
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
          className="cursor-pointer"
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          {file ? `${file.name} · ${formatSize(file.size)}` : 'PDF or DOCX, up to 25 MB.'}
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
          disabled={busy}
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
          disabled={busy}
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
          disabled={busy}
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

      {progress !== null && <UploadProgress fraction={progress} />}

      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden />
          {busy ? 'Uploading...' : 'Upload Document'}
        </Button>
      </div>
    </form>
  );
}
